import { describe, expect, it } from 'vitest'
import { liveChatOrigin, reshapeLiveChat } from './live-chat'

describe("the live chat setting, read by the app and by the server's policy", () => {
  it("gives the policy the origin of a provider's https widget script", () => {
    expect(liveChatOrigin({ provider: 'tawk', widget_url: 'https://embed.tawk.to/5f1a/default?x=1' })).toBe(
      'https://embed.tawk.to',
    )
    expect(liveChatOrigin({ provider: 'tawk', widget_url: ' https://embed.tawk.to/x.js ' })).toBe(
      'https://embed.tawk.to',
    )
  })

  it('gives nothing for the built-in stand-in, no chat, or a script that is not https', () => {
    expect(liveChatOrigin(undefined)).toBe('')
    expect(liveChatOrigin({ provider: 'stand-in' })).toBe('')
    expect(liveChatOrigin({ provider: 'stand-in', widget_url: 'https://cdn.example.com/x.js' })).toBe('')
    expect(liveChatOrigin({ provider: 'tawk' })).toBe('')
    expect(liveChatOrigin({ provider: 'tawk', widget_url: 'http://embed.tawk.to/x.js' })).toBe('')
    expect(liveChatOrigin({ provider: 'tawk', widget_url: 'javascript:alert(1)' })).toBe('')
    expect(liveChatOrigin({ provider: 'tawk', widget_url: 'not a url' })).toBe('')
  })

  it('loads a script in the app exactly when the policy allows its origin', () => {
    for (const widget_url of [
      'https://embed.tawk.to/x.js',
      'http://embed.tawk.to/x.js',
      'https://exa mple.com/x.js',
    ]) {
      const shown = reshapeLiveChat({ provider: 'tawk', widget_url })
      expect(shown?.kind === 'script', widget_url).toBe(
        liveChatOrigin({ provider: 'tawk', widget_url }) !== '',
      )
    }
  })
})
