import { SelectField, TextAreaField, TextField } from '@/components/ui/text-field'
import { newsCategories } from '@/features/news/article'
import { newsCategoryLabel } from '@/features/news/category-label'
import type { ArticleForm } from './article-form'
import { BodyImageButton } from './body-image-button'
import { characterCount, MAX_BODY_LENGTH } from './body-rules'
import { CoverField } from './cover-field'
import { EntrySelect } from './entry-select'
import { getLocale, intlLocale } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages'

/** Characters typed of the most allowed: '1 234 / 50 000 ženklų', '1,234 / 50,000 characters'. */
const counted = (text: string, max: number) => {
  const locale = intlLocale[getLocale()]
  return m.news_editor_characters({ count: characterCount(text).toLocaleString(locale), max: max.toLocaleString(locale) })
}

/** Every field of an article: its words, category, entry, cover and Markdown body. */
export function ArticleFields({ form, id }: { form: ArticleForm; id: string }) {
  const { errors } = form.formState
  const lead = form.watch('lead')
  const body = form.watch('body')
  return (
    <div className="grid gap-5">
      <TextField id={`${id}-title`} label={m.news_editor_title_label()} description={m.news_editor_title_hint()} error={errors.title?.message} {...form.register('title')} />
      <TextAreaField id={`${id}-lead`} label={m.news_editor_lead_label()} rows={3} description={m.news_editor_lead_hint({ counted: counted(lead, 400) })} error={errors.lead?.message} {...form.register('lead')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField id={`${id}-category`} label={m.news_editor_category_label()} error={errors.category?.message} {...form.register('category')}>
          <option value="">{m.news_editor_choose()}</option>
          {newsCategories.map((category) => (
            <option key={category} value={category}>
              {newsCategoryLabel(category)}
            </option>
          ))}
        </SelectField>
        <EntrySelect form={form} id={id} />
      </div>
      <TextField
        id={`${id}-slug`}
        label={m.news_editor_slug_label()}
        description={m.news_editor_slug_hint()}
        autoComplete="off"
        spellCheck={false}
        error={errors.slug?.message}
        {...form.register('slug')}
      />
      <CoverField form={form} id={id} />
      <div className="grid gap-2">
        <TextAreaField
          id={`${id}-body`}
          label={m.news_editor_body_label()}
          rows={18}
          className="font-mono"
          description={
            <>
              Markdown: <code className="[overflow-wrap:anywhere]">{m.news_editor_markdown_help()}</code>. {m.news_editor_body_rules({ counted: counted(body, MAX_BODY_LENGTH) })}
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
