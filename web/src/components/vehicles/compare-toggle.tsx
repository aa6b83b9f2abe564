import { useToast } from '../toast/toast-context.js'
import { addToCompare, COMPARE_FULL_MESSAGE, removeFromCompare, useCompareList, type CompareItem } from '../../lib/compare.js'
import { vehicleName } from '../../lib/vehicle-format.js'

interface CompareToggleProps {
  vehicle: CompareItem
  /** 'card': a small 'Karşılaştır' switch; 'page': the detail page's 'Karşılaştırmaya ekle' button. */
  variant?: 'card' | 'page'
}

/** Adds a vehicle to the compare list or takes it out; a fifth vehicle is refused with a toast. */
export function CompareToggle({ vehicle, variant = 'card' }: CompareToggleProps) {
  const list = useCompareList()
  const { toast } = useToast()
  const selected = list.some((item) => item.announcementNo === vehicle.announcementNo)

  const onClick = () => {
    if (selected) {
      removeFromCompare(vehicle.announcementNo)
      return
    }
    if (addToCompare(vehicle) === 'full') toast({ level: 'info', message: COMPARE_FULL_MESSAGE })
  }

  if (variant === 'page') {
    return (
      <button type="button" className="button button--secondary compare-toggle--page" aria-pressed={selected} onClick={onClick}>
        {selected ? 'Karşılaştırmadan çıkar' : 'Karşılaştırmaya ekle'}
      </button>
    )
  }
  return (
    <button type="button" className="compare-toggle" aria-pressed={selected} onClick={onClick}>
      <span className="compare-toggle__box" aria-hidden="true" />
      Karşılaştır
      <span className="visually-hidden">{`: ${vehicleName(vehicle)} ${vehicle.modelName}`}</span>
    </button>
  )
}
