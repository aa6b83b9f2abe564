import { SessionProvider, useSession } from 'next-auth/react'
import { useEffect } from 'react'
import type { CustomerSession, SessionValue } from './session-state.js'

function Report({ onChange }: { onChange: (value: SessionValue) => void }) {
  const { data, status, update } = useSession()
  useEffect(() => onChange({ status, data: (data as CustomerSession | null) ?? null, update: () => update() }), [data, status, update, onChange])
  return null
}

/**
 * next-auth/react v4's SessionProvider against /api/auth (focus refetch, cross-tab sync, the
 * CLIENT_FETCH_ERROR beacon), in its own chunk; signIn()/signOut() from anywhere update it.
 */
export default function SessionBridge({ onChange }: { onChange: (value: SessionValue) => void }) {
  return (
    <SessionProvider basePath="/api/auth" refetchOnWindowFocus>
      <Report onChange={onChange} />
    </SessionProvider>
  )
}
