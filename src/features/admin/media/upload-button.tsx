import { useId, useRef, type ChangeEvent } from 'react'
import { Upload } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/cn'

type UploadButtonProps = { isUploading: boolean; onFile: (file: File) => void }

/** An image-only file chooser, disabled while an upload runs. */
export function UploadButton({ isUploading, onFile }: UploadButtonProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (file) onFile(file)
    // Choosing the same file again must fire change again.
    if (input.current) input.current.value = ''
  }

  return (
    <div>
      <input ref={input} id={id} type="file" accept="image/*" disabled={isUploading} onChange={handleChange} className="peer sr-only" />
      <label
        htmlFor={id}
        className={cn(
          buttonVariants(),
          'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600',
          isUploading && 'pointer-events-none opacity-60',
        )}
      >
        <Upload aria-hidden />
        {isUploading ? 'Įkeliama...' : 'Įkelti paveikslėlį'}
      </label>
    </div>
  )
}
