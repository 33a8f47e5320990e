import { describe, expect, it } from 'vitest'
import { studentSocieties } from '@/data/student-societies'
import { filterStudentSocieties } from './filter-student-societies'

describe('filterStudentSocieties', () => {
  it('searches name and location, ignoring diacritics', () => {
    expect(filterStudentSocieties(studentSocieties, { q: 'kembridzas', vieta: '' }).map((s) => s.id)).toEqual(['cambridge'])
    expect(filterStudentSocieties(studentSocieties, { q: 'baltijos', vieta: '' }).map((s) => s.id)).toEqual(['lse'])
  })
  it('filters by location and can be empty', () => {
    expect(filterStudentSocieties(studentSocieties, { q: '', vieta: 'Londonas' })).toHaveLength(3)
    expect(filterStudentSocieties(studentSocieties, { q: 'oksfordo', vieta: 'Londonas' })).toEqual([])
  })
})
