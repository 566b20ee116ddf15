import { describe, expect, it } from 'vitest'
import { type ChunkLinks, chunksRunOnLoad } from './chunks-run-on-load.ts'

const chunk = (links: Partial<ChunkLinks> = {}): ChunkLinks => ({
  isEntry: false,
  imports: [],
  dynamicImports: [],
  ...links,
})

describe('chunksRunOnLoad', () => {
  it('marks the entry, its steps and what they import statically, not what loads later', () => {
    const marked = chunksRunOnLoad({
      'index.js': chunk({
        isEntry: true,
        imports: ['shared.js'],
        dynamicImports: ['react-dom.js', 'start.js'],
      }),
      'shared.js': chunk(),
      'react-dom.js': chunk({ imports: ['react.js'] }),
      'react.js': chunk(),
      'start.js': chunk({ imports: ['react.js', 'api.js'], dynamicImports: ['home-page.js', 'map.js'] }),
      'api.js': chunk({ imports: ['shared.js'] }),
      'home-page.js': chunk({ imports: ['card.js'] }),
      'card.js': chunk(),
      'map.js': chunk({ imports: ['leaflet.js'] }),
      'leaflet.js': chunk(),
    })
    expect([...marked].sort()).toEqual([
      'api.js',
      'index.js',
      'react-dom.js',
      'react.js',
      'shared.js',
      'start.js',
    ])
  })

  it('follows import cycles without looping and ignores names it does not know', () => {
    const marked = chunksRunOnLoad({
      'index.js': chunk({ isEntry: true, dynamicImports: ['a.js', 'gone.js'] }),
      'a.js': chunk({ imports: ['b.js'] }),
      'b.js': chunk({ imports: ['a.js', 'missing.js'] }),
    })
    expect([...marked].sort()).toEqual(['a.js', 'b.js', 'index.js'])
  })

  it('marks nothing in a bundle without an entry', () => {
    expect(chunksRunOnLoad({ 'lazy.js': chunk({ imports: ['other.js'] }), 'other.js': chunk() }).size).toBe(0)
  })
})
