import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { HomeFilterBrand } from '../../api/vehicles/get-home-filter.js'

interface BrandSelectProps {
  label: string
  brands: HomeFilterBrand[]
  value: string
  onChange: (slug: string) => void
  /** The first option, meaning no brand ('Tüm markalar'). */
  emptyLabel: string
}

// A select-only combobox (WAI-ARIA APG pattern): a native <select> cannot show the brands' small logos.
export function BrandSelect({ label, brands, value, onChange, emptyLabel }: BrandSelectProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const options = [{ slug: '', brandText: emptyLabel, brandSmallLogo: '' }, ...brands]
  const selectedIndex = Math.max(0, options.findIndex((o) => o.slug === value))
  const [active, setActive] = useState(selectedIndex)
  const rootRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const typed = useRef({ text: '', at: 0 })
  const selected = options[selectedIndex]!

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  useEffect(() => {
    if (open) listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [open, active])

  const openList = () => {
    setActive(selectedIndex)
    setOpen(true)
  }
  const choose = (index: number) => {
    onChange(options[index]!.slug)
    setOpen(false)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = options.length - 1
    const move = (index: number) => {
      event.preventDefault()
      if (!open) openList()
      setActive(Math.max(0, Math.min(last, index)))
    }
    switch (event.key) {
      case 'ArrowDown':
        return move(open ? active + 1 : selectedIndex)
      case 'ArrowUp':
        return move(open ? active - 1 : selectedIndex)
      case 'Home':
        return move(0)
      case 'End':
        return move(last)
      case 'Enter':
      case ' ':
        event.preventDefault()
        if (open) choose(active)
        else openList()
        return
      case 'Escape':
        if (open) {
          event.preventDefault()
          setOpen(false)
        }
        return
      case 'Tab':
        if (open) choose(active)
        return
      default:
        // Typing a few letters jumps to the first brand that starts with them.
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          const now = Date.now()
          typed.current = { text: (now - typed.current.at < 700 ? typed.current.text : '') + event.key.toLocaleLowerCase('tr'), at: now }
          const found = options.findIndex((o, i) => i > 0 && o.brandText.toLocaleLowerCase('tr').startsWith(typed.current.text))
          if (found !== -1) move(found)
        }
    }
  }

  return (
    <div className="brand-select" ref={rootRef}>
      <span id={`${id}-label`} className="quick-filter__label">
        {label}
      </span>
      <button
        type="button"
        role="combobox"
        className="brand-select__button select"
        aria-labelledby={`${id}-label`}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-activedescendant={open ? `${id}-option-${active}` : undefined}
        onClick={() => (open ? setOpen(false) : openList())}
        onKeyDown={onKeyDown}
      >
        {selected.brandSmallLogo && <img src={selected.brandSmallLogo} alt="" width={22} height={22} />}
        <span>{selected.brandText}</span>
      </button>
      <ul id={`${id}-list`} ref={listRef} className="brand-select__list" role="listbox" aria-labelledby={`${id}-label`} hidden={!open}>
        {options.map((option, index) => (
          <li
            key={option.slug || 'all'}
            id={`${id}-option-${index}`}
            data-index={index}
            role="option"
            className="brand-select__option"
            aria-selected={index === selectedIndex}
            data-active={index === active || undefined}
            onPointerEnter={() => setActive(index)}
            onClick={() => choose(index)}
          >
            {option.brandSmallLogo ? (
              <img src={option.brandSmallLogo} alt="" width={22} height={22} loading="lazy" />
            ) : (
              <span className="brand-select__no-logo" aria-hidden="true" />
            )}
            {option.brandText}
          </li>
        ))}
      </ul>
    </div>
  )
}
