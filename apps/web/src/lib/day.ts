/** "12 December 2026" in the page's language, for a YYYY-MM-DD day (read in UTC, so it never shifts). */
export function formatDay(date: string, locale: string): string {
  const day = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(day.getTime())) return date
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day)
}
