// The SMS's "Değiştir/iptal" link (/randevu-yonetimi/<token>, decision 029): the booking behind the
// token, moved to another slot with the same picker as step 12, or cancelled. After a move the
// page (and the same link) shows the new booking; a cancelled one shows İptal and offers nothing.
// A wrong, forged or expired token reads the gateway's one "Randevu bulunamadı." answer. Personal:
// drawn in the browser only; the token travels in request bodies, never in an API address.
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useParams } from '../../lib/router/index.js'
import {
  bookingBranches, cancelAppointment, getManagedAppointment, rescheduleAppointment, SLOTS_KEY, SLOTS_URL, type BookingView, type SlotChoice,
} from '../../api/booking.js'
import { AppointmentDetails, CANCELLED, type AppointmentCopy } from '../../components/booking/appointment-details.js'
import { SlotPicker, type SlotPart } from '../../components/booking/slot-picker.js'
import { Spinner } from '../../components/ui/spinner.js'
import { ApiError, errorMessage } from '../../lib/api-client.js'

const NOT_FOUND = 'Randevu bulunamadı.'

const COPY: AppointmentCopy = {
  labels: { reference: 'Randevu no', status: 'Durum', date: 'Tarih', time: 'Saat', branch: 'Şube', address: 'Adres', plate: 'Plaka', offer: 'Ön teklif' },
  mapText: 'Haritada göster',
  checklistTitle: 'Randevuya gelirken yanınızda olsun',
}

const PICKER_COPY = {
  cityLabel: 'İl',
  branchLabel: 'Şube',
  dateLabel: 'Yeni randevu günü',
  slotLabel: 'Yeni randevu saati',
  chooseBranchText: 'Günleri ve saatleri görmek için il ve şube seçin.',
  noSlotsText: 'Bu günde boş saat kalmadı. Lütfen başka bir gün seçin.',
  loadingText: 'Günler ve saatler yükleniyor…',
}

const IDS: Record<SlotPart, string> = { city: 'manage-city', branch: 'manage-branch', date: 'manage-date', slot: 'manage-slot' }

function MovePicker({ token, booking, onMoved, onClose }: { token: string; booking: BookingView; onMoved: (view: BookingView, message: string) => void; onClose: () => void }) {
  const queryClient = useQueryClient()
  const branches = useQuery({ queryKey: ['booking', 'branches'], queryFn: bookingBranches, staleTime: 60_000 })
  const [value, setValue] = useState<SlotChoice>({ city: booking.branch.city, branch: String(booking.branch.id), date: '', slot: '' })
  const [errors, setErrors] = useState<Partial<Record<SlotPart, string>>>({})
  const [alert, setAlert] = useState<string | null>(null)
  const move = useMutation({
    mutationFn: (choice: SlotChoice) => rescheduleAppointment(token, { branch: choice.branch, date: choice.date, slot: choice.slot }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: SLOTS_KEY })
      onMoved(answer.result, answer.message ?? 'Randevunuz güncellendi.')
    },
    onError: (error) => {
      const onFields: Partial<Record<SlotPart, string>> = {}
      if (error instanceof ApiError) for (const e of error.errors ?? []) if (e.field in IDS) onFields[e.field as SlotPart] ??= e.message
      setErrors(onFields)
      setAlert(Object.keys(onFields).length ? null : errorMessage(error))
      if (onFields.slot) setValue((v) => ({ ...v, slot: '' }))
    },
  })
  const confirm = () => {
    const missing: Partial<Record<SlotPart, string>> = {}
    if (!value.city) missing.city = 'Lütfen il seçin.'
    else if (!value.branch) missing.branch = 'Lütfen şube seçin.'
    else if (!value.date) missing.date = 'Lütfen randevu gününü seçin.'
    else if (!value.slot) missing.slot = 'Lütfen randevu saatini seçin.'
    setErrors(missing)
    setAlert(null)
    const first = Object.keys(missing)[0] as SlotPart | undefined
    if (first) {
      document.getElementById(IDS[first])?.focus()
      return
    }
    move.mutate(value)
  }

  if (!branches.data) return <Spinner />
  return (
    <section className="appointment-manage__move" aria-labelledby="manage-move-title">
      <h2 id="manage-move-title">Randevuyu taşı</h2>
      {alert && (
        <div className="screen__alert" role="alert">
          {alert}
        </div>
      )}
      <SlotPicker
        cities={branches.data.cities}
        branches={branches.data.branches}
        value={value}
        onChange={(next) => {
          setErrors({})
          setValue((v) => ({ ...v, ...next }))
        }}
        copy={PICKER_COPY}
        slotsUrl={SLOTS_URL}
        ids={IDS}
        errors={errors}
      />
      <div className="appointment-card__actions">
        <button type="button" className="button button--primary" onClick={confirm} disabled={move.isPending}>
          Yeni saati onayla
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Vazgeç
        </button>
      </div>
    </section>
  )
}

export function AppointmentManagePage() {
  const { token = '' } = useParams()
  const queryClient = useQueryClient()
  const key = ['booking', 'manage', token]
  const query = useQuery({ queryKey: key, queryFn: () => getManagedAppointment(token), retry: false, staleTime: 0 })
  const [mode, setMode] = useState<'view' | 'move' | 'cancel'>('view')
  const [notice, setNotice] = useState<string | null>(null)
  const cancel = useMutation({
    mutationFn: () => cancelAppointment(token),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer)
      void queryClient.invalidateQueries({ queryKey: SLOTS_KEY })
      setNotice(answer.message ?? 'Randevunuz iptal edildi.')
      setMode('view')
    },
  })

  if (query.isPending) {
    return (
      <section className="container status-page" aria-busy="true">
        <Spinner />
      </section>
    )
  }
  if (query.isError || !query.data) {
    const busy = query.error instanceof ApiError && (query.error.statusCode === 429 || query.error.statusCode >= 500)
    return (
      <section className="container status-page">
        <h1>Randevu bulunamadı</h1>
        <p role="alert">{busy ? errorMessage(query.error) : NOT_FOUND}</p>
        <Link className="button button--primary" to="/">
          Anasayfaya Dön
        </Link>
      </section>
    )
  }
  const booking = query.data.result
  const cancelled = booking.status === CANCELLED
  return (
    <section className="container appointment-manage">
      <h1>Ekspertiz randevunuz</h1>
      <p className="appointment-manage__notice" role="status">
        {notice ?? ''}
      </p>
      {cancelled && <p className="appointment-card__status--cancelled">Bu randevu iptal edildi.</p>}
      <AppointmentDetails booking={booking} copy={COPY}>
        {!cancelled && mode === 'view' && (
          <>
            <button type="button" className="button button--primary" onClick={() => { setNotice(null); setMode('move') }}>
              Randevuyu taşı
            </button>
            <button type="button" className="button button--secondary" onClick={() => { setNotice(null); setMode('cancel') }}>
              Randevuyu iptal et
            </button>
          </>
        )}
      </AppointmentDetails>
      {!cancelled && mode === 'cancel' && (
        <div className="appointment-manage__cancel" role="group" aria-labelledby="manage-cancel-question">
          <p id="manage-cancel-question">Randevunuzu iptal etmek istediğinize emin misiniz? İptal edilen randevu yeniden açılamaz.</p>
          {cancel.isError && <p role="alert" className="field__error">{errorMessage(cancel.error)}</p>}
          <div className="appointment-card__actions">
            <button type="button" className="button button--primary" onClick={() => cancel.mutate()} disabled={cancel.isPending}>
              Evet, iptal et
            </button>
            <button type="button" className="button button--secondary" onClick={() => setMode('view')}>
              Vazgeç
            </button>
          </div>
        </div>
      )}
      {!cancelled && mode === 'move' && (
        <MovePicker
          token={token}
          booking={booking}
          onClose={() => setMode('view')}
          onMoved={(view, message) => {
            queryClient.setQueryData(key, { result: view, message })
            setNotice(message)
            setMode('view')
          }}
        />
      )}
    </section>
  )
}
