import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldDescription, FieldError } from '@/components/ui/field'
import { adminMediaUrl } from '@/features/directory/entry'
import { adminMessages } from '../messages'
import { mediaQueries } from '../media/queries'

type LogoPickerProps = {
  /** The form's `logoPath` field: a media library file's path, '' for none. */
  field: UseFormRegisterReturn<'logoPath'>
  /** The entry's logo when the form opened, offered even if the library no longer lists it. */
  current: string
  error?: string
}

/** 'Logotipas': one radio per image of the media library, with its thumbnail, or 'Be logotipo'. */
export function LogoPicker({ field, current, error }: LogoPickerProps) {
  const media = useQuery(mediaQueries.list())
  const id = useId()
  const images = media.data ?? []
  const text = adminMessages.directory
  const stillListed = images.some((image) => image.file_path === current)
  return (
    <fieldset className="space-y-2 sm:col-span-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-slate-800">Logotipas</legend>
      <FieldDescription id={`${id}-hint`}>Paveikslėlis iš medijos bibliotekos, rodomas įrašo puslapyje.</FieldDescription>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <LogoOption field={field} value="" caption="Be logotipo" />
        {current && !stillListed && <LogoOption field={field} value={current} caption={text.logoGone} />}
        {images.map((image) => (
          <LogoOption key={image.id} field={field} value={image.file_path} caption={image.original_name} alt={image.alt_text ?? ''} />
        ))}
      </div>
      {media.isPending && <p className="text-sm text-slate-700">{text.logoLoading}</p>}
      {media.isError && <p className="text-sm text-red-700">{text.logoLoadFailed}</p>}
      {media.isSuccess && images.length === 0 && <p className="text-sm text-slate-700">{text.logoNone}</p>}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  )
}

type LogoOptionProps = { field: UseFormRegisterReturn<'logoPath'>; value: string; caption: string; alt?: string }

function LogoOption({ field, value, caption, alt = '' }: LogoOptionProps) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 p-2 text-sm text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50">
      <input type="radio" value={value} className="size-4 shrink-0 accent-brand-700" {...field} />
      {value ? (
        <img src={adminMediaUrl(value)} alt={alt} width={48} height={48} loading="lazy" className="size-12 shrink-0 rounded bg-slate-100 object-contain" />
      ) : null}
      <span className="min-w-0 break-words">{caption}</span>
    </label>
  )
}
