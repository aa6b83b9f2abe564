import { useEffect, useState } from 'react'
import { useLocation } from '../lib/router/index.js'
import { useSeoPage, type SeoPage } from '../api/get-seo-page.js'

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string | undefined) {
  let element = document.head.querySelector<HTMLMetaElement>(selector)
  if (!content) {
    element?.remove()
    return
  }
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.append(element)
  }
  element.content = content
}

function setCanonical(href: string | undefined) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!href) {
    link?.remove()
    return
  }
  if (!link) {
    link = document.createElement('link')
    link.rel = 'canonical'
    document.head.append(link)
  }
  link.href = href
}

function applyHead(seo: SeoPage) {
  if (seo.title) document.title = seo.title
  setMeta('meta[name="description"]', 'name', 'description', seo.description)
  // The gateway already renders robots as meta content ('noindex, follow').
  setMeta('meta[name="robots"]', 'name', 'robots', seo.robots)
  setMeta('meta[name="keywords"]', 'name', 'keywords', seo.keywords)
  setMeta('meta[property="og:title"]', 'property', 'og:title', seo.title)
  setMeta('meta[property="og:description"]', 'property', 'og:description', seo.description)
  setCanonical(seo.canonical)
  setMeta('meta[property="og:url"]', 'property', 'og:url', seo.canonical)
}

/** Keeps the <head> in step with client-side navigation; the server rendered it for the first page. */
export function useSeoSync() {
  const { pathname } = useLocation()
  const [initialPath] = useState(pathname)
  const [navigated, setNavigated] = useState(false)
  useEffect(() => {
    if (pathname !== initialPath) setNavigated(true)
  }, [pathname, initialPath])
  const { data } = useSeoPage(pathname, { enabled: navigated })
  useEffect(() => {
    if (data && navigated) applyHead(data)
  }, [data, navigated])
}
