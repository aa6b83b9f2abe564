import { useEffect } from 'react'
import { apiClient } from '../../lib/api-client.js'

/** Counts one view of a vehicle (feeds 'En çok görüntülenen'); a failure is not the visitor's concern. */
export async function countVehicleView(announcementNo: string): Promise<void> {
  await apiClient.post('/api/vehicle/view', { announcementNo })
}

// Numbers being shown now: StrictMode's immediate second effect run must not count again.
const showing = new Set<string>()

/** Reports one view each time a detail page opens; a later visit to the same vehicle counts again. */
export function useCountVehicleView(announcementNo: string | undefined) {
  useEffect(() => {
    if (!announcementNo || showing.has(announcementNo)) return
    showing.add(announcementNo)
    countVehicleView(announcementNo).catch(() => undefined)
    // Released after the synchronous remount StrictMode does, so the next open counts.
    return () => queueMicrotask(() => showing.delete(announcementNo))
  }, [announcementNo])
}
