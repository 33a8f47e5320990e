import type { DirectoryKey, EntryStatus } from './entry'

/** Each directory's name in the admin area. */
export const directoryLabels: Record<DirectoryKey, string> = {
  communities: 'Bendruomenės',
  collectives: 'Meno kolektyvai',
  sports: 'Sporto organizacijos',
  schools: 'Lituanistinės mokyklos ir darželiai',
  student_societies: 'Studentų organizacijos',
  media: 'Žiniasklaida',
  businesses: 'Verslas',
}

export const entryStatusLabels: Record<EntryStatus, string> = {
  draft: 'Juodraštis',
  published: 'Paskelbta',
  archived: 'Archyvuota',
}
