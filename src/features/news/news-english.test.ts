import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages'
import { newsCategoryLabel } from './category-label'
import { articleFormSchema, emptyArticle, type ArticleFormValues } from './editor/article-form-schema'
import { articleStatusLabels } from './editor/article-status'
import { bodyProblem } from './editor/body-rules'
import { articleRefusal } from './editor/save-refusal'

const messagesOf = (values: ArticleFormValues) => {
  const result = articleFormSchema.safeParse(values)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

const refusal = (message: string, hint?: string) => articleRefusal({ code: 'PT422', message, details: null, hint })

describe('the news in English', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('counts the articles and names the categories in the page’s language', () => {
    expect([1, 3, 12].map((count) => m.news_count_line({ count }))).toEqual(['Rasta 1 straipsnis', 'Rasta 3 straipsniai', 'Rasta 12 straipsnių'])
    expect(newsCategoryLabel('Kelionės')).toBe('Kelionės')
    setLocaleSource(() => 'en')
    expect([1, 3, 21].map((count) => m.news_count_line({ count }))).toEqual(['Found 1 article', 'Found 3 articles', 'Found 21 articles'])
    expect(newsCategoryLabel('Kelionės')).toBe('Travel')
    expect(newsCategoryLabel('Kita')).toBe('Kita')
    expect(articleStatusLabels.pending).toBe('Awaiting approval')
  })

  it('says what the editor refuses in English', () => {
    setLocaleSource(() => 'en')
    expect(messagesOf({ ...emptyArticle, title: 'Ab', lead: '<b>Įžanga</b> ilga', body: 'Tekstas' })).toEqual({
      title: 'The title must be from 3 to 160 characters long.',
      lead: 'The introduction cannot contain HTML tags: write plain text.',
      category: 'Choose a category: Community, Education, Culture, Business, Law or Travel.',
    })
    expect(bodyProblem('[Spausk](javascript:alert(1))')).toBe('A link must start with https://, http:// or mailto: check the link “javascript:alert(1”.')
  })

  it('says the database’s refusals in English on an English page, and as they are on a Lithuanian one', () => {
    const words = ['Straipsnio tekstas per ilgas: ne daugiau kaip 50 000 ženklų.', 'Dabar jame 60000 ženklų.'] as const
    expect(refusal(...words)).toEqual({ message: words.join(' '), field: 'body' })
    setLocaleSource(() => 'en')
    expect(refusal(...words)).toEqual({ message: "The article's text is too long: no more than 50,000 characters. It now has 60000.", field: 'body' })
    expect(refusal('Viršelio paveikslėlis turi būti įkeltas iš jūsų paskyros.')).toEqual({ message: 'The cover picture must be uploaded from your account.', field: undefined })
    expect(refusal('Kažkas naujo.').message).toBe('The article could not be saved. What you typed is still in the form: try again.')
    expect(articleRefusal({ code: '23505' }).message).toMatch(/^There is already an article at this address/)
  })
})
