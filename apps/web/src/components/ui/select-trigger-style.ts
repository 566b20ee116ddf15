export const COMPACT_TRIGGER =
  'focusable inline-flex items-center gap-1 rounded px-2 py-1 text-xs font-medium hover:bg-line/60'
