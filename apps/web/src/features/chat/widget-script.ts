export function loadWidgetScript(src: string): Promise<void> {
  const present = document.querySelector<HTMLScriptElement>(`script[data-live-chat="${CSS.escape(src)}"]`)
  if (present?.dataset.loaded === 'true') return Promise.resolve()
  return new Promise((resolve, reject) => {
    const script = present ?? document.createElement('script')
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true'
      resolve()
    })
    script.addEventListener('error', () => {
      // A failed script is removed so the next try asks for it again.
      script.remove()
      reject(new Error(`The live chat script did not load: ${src}`))
    })
    if (present) return
    script.async = true
    script.src = src
    script.dataset.liveChat = src
    document.head.append(script)
  })
}
