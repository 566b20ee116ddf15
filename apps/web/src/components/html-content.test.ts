import { describe, expect, it } from 'vitest'
import { outlineHeadings } from './html-content'

describe('heading order of server HTML (no skipped level under the page title)', () => {
  it('turns an <h3> straight under the <h1> into an <h2>', () => {
    expect(outlineHeadings('<h3>How much is shipping?</h3><p>A flat fee.</p>', 2)).toBe(
      '<h2>How much is shipping?</h2><p>A flat fee.</p>',
    )
  })

  it('closes gaps and keeps the relative order of levels', () => {
    expect(outlineHeadings('<h2 id="a">A</h2><h4>B</h4><h2>C</h2><H6>D</H6>', 2)).toBe(
      '<h2 id="a">A</h2><h3>B</h3><h2>C</h2><h4>D</h4>',
    )
  })

  it('leaves HTML without headings, and words that start with h, alone', () => {
    expect(outlineHeadings('<p>hello <hr> h3</p>', 2)).toBe('<p>hello <hr> h3</p>')
    expect(outlineHeadings('<header><h3>x</h3></header>', 2)).toBe('<header><h2>x</h2></header>')
  })
})
