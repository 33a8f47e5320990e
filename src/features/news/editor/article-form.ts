import type { UseFormReturn } from 'react-hook-form'
import type { ArticleFormValues, ArticleValues } from './article-form-schema'

/** The editor's form, shared by its parts. */
export type ArticleForm = UseFormReturn<ArticleFormValues, unknown, ArticleValues>
