import { useEffect } from 'react'
import { useContractsByType } from '../../api/get-contracts-by-type.js'
import { errorMessage } from '../../lib/api-client.js'
import { paragraphs } from '../../lib/text.js'
import { useToast } from '../toast/toast-context.js'
import { Modal } from '../ui/modal.js'
import { Spinner } from '../ui/spinner.js'

const DEFAULT_TITLE = 'Sözleşme Metni'

/** Shows the contract texts of one type; descriptions are plain text with blank-line paragraphs. */
export function ContractDialog({ contractTypeId, onClose }: { contractTypeId: number; onClose: () => void }) {
  const { data, error, isPending } = useContractsByType(contractTypeId)
  const { toast } = useToast()

  useEffect(() => {
    if (!error) return
    toast({ level: 'error', message: errorMessage(error) })
    onClose()
  }, [error, onClose, toast])

  if (error) return null
  const single = data?.length === 1 ? data[0] : undefined
  return (
    <Modal title={single?.name ?? DEFAULT_TITLE} size="contract" onClose={onClose}>
      {isPending ? (
        <div className="modal__loading">
          <Spinner />
        </div>
      ) : data && data.length > 0 ? (
        <div className="contract-text">
          {data.map((contract) => (
            <section key={contract.id}>
              {!single && <h3>{contract.name}</h3>}
              {paragraphs(contract.description).map((part, index) => (
                <p key={index}>{part}</p>
              ))}
            </section>
          ))}
        </div>
      ) : (
        <p>Metin bulunamadı.</p>
      )}
    </Modal>
  )
}
