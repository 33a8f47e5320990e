/** How long something has waited, as the dashboard says it: '2 d. 5 val.', '3 val. 20 min.', '12 min.', 'mažiau nei minutę'. */
export function waitingTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60)
  const hours = Math.floor(minutes / 60)
  const days = Math.floor(hours / 24)
  if (days > 0) return `${days} d. ${hours % 24} val.`
  if (hours > 0) return `${hours} val. ${minutes % 60} min.`
  if (minutes > 0) return `${minutes} min.`
  return 'mažiau nei minutę'
}
