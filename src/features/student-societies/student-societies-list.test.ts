import { describe, expect, it } from 'vitest'
import { studentSocieties } from '@/testing/fixtures/student-societies'
import { filterItems } from '@/features/directory/list/filter-items'
import { studentSocietiesList } from './student-societies-list'

const filterStudentSocieties = (values: Record<string, string>) => filterItems(studentSocieties, studentSocietiesList(), values)

describe('the student societies list: search and filters', () => {
  it('searches name and location, ignoring diacritics', () => {
    expect(filterStudentSocieties({ q: 'kembridzas', vieta: '' }).map((s) => s.id)).toEqual(['cambridge'])
    expect(filterStudentSocieties({ q: 'baltijos', vieta: '' }).map((s) => s.id)).toEqual(['lse'])
  })
  it('filters by location and can be empty', () => {
    expect(filterStudentSocieties({ q: '', vieta: 'Londonas' })).toHaveLength(3)
    expect(filterStudentSocieties({ q: 'oksfordo', vieta: 'Londonas' })).toEqual([])
  })
})
