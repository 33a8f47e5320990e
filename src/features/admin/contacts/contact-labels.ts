export type ContactStatus = 'new' | 'in_progress' | 'resolved'
export type ContactPriority = 'high' | 'normal' | 'low'

export const contactStatusLabels: Record<ContactStatus, string> = {
  new: 'Nauja',
  in_progress: 'Vykdoma',
  resolved: 'Išspręsta',
}

export const contactPriorityLabels: Record<ContactPriority, string> = {
  high: 'Aukštas prioritetas',
  normal: 'Įprastas prioritetas',
  low: 'Žemas prioritetas',
}
