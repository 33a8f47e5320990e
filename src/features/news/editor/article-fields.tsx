import { SelectField, TextAreaField, TextField } from '@/components/ui/text-field'
import { newsCategories } from '@/features/news/article'
import type { ArticleForm } from './article-form'
import { BodyImageButton } from './body-image-button'
import { characterCount, MAX_BODY_LENGTH } from './body-rules'
import { CoverField } from './cover-field'
import { EntrySelect } from './entry-select'

/** The Markdown the body takes, as the public page renders it. */
const markdownHelp = '### antraštė, **paryškinta**, *kursyvas*, [nuoroda](https://…), - sąrašas, > citata, ![aprašas](/storage/v1/object/public/article-images/…)'

const counted = (text: string, max: number) => `${characterCount(text).toLocaleString('lt-LT')} / ${max.toLocaleString('lt-LT')} ženklų`

/** Every field of an article: its words, category, entry, cover and Markdown body. */
export function ArticleFields({ form, id }: { form: ArticleForm; id: string }) {
  const { errors } = form.formState
  const lead = form.watch('lead')
  const body = form.watch('body')
  return (
    <div className="grid gap-5">
      <TextField id={`${id}-title`} label="Pavadinimas *" description="Nuo 3 iki 160 ženklų." error={errors.title?.message} {...form.register('title')} />
      <TextAreaField id={`${id}-lead`} label="Įžanga *" rows={3} description={`Rodoma sąraše ir po pavadinimu. ${counted(lead, 400)} (ne mažiau kaip 10).`} error={errors.lead?.message} {...form.register('lead')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField id={`${id}-category`} label="Kategorija *" error={errors.category?.message} {...form.register('category')}>
          <option value="">Pasirinkite…</option>
          {newsCategories.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </SelectField>
        <EntrySelect form={form} id={id} />
      </div>
      <TextField
        id={`${id}-slug`}
        label="Adresas (slug)"
        description="Mažosios raidės a–z, skaitmenys ir brūkšneliai. Palikite tuščią – bus sudarytas iš pavadinimo."
        autoComplete="off"
        spellCheck={false}
        error={errors.slug?.message}
        {...form.register('slug')}
      />
      <CoverField form={form} id={id} />
      <div className="grid gap-2">
        <TextAreaField
          id={`${id}-body`}
          label="Tekstas *"
          rows={18}
          className="font-mono"
          description={
            <>
              Markdown: <code className="[overflow-wrap:anywhere]">{markdownHelp}</code>. HTML žymės neleidžiamos; nuorodos – tik https://, http:// ir mailto:. {counted(body, MAX_BODY_LENGTH)}.
            </>
          }
          error={errors.body?.message}
          {...form.register('body')}
        />
        <BodyImageButton form={form} id={id} />
      </div>
    </div>
  )
}
