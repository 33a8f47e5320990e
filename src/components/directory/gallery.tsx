import { m } from '@/paraglide/messages'
/** Four default photos when an organisation has none of its own. */
export const DEFAULT_GALLERY = [1, 2, 3, 4].map((n) => `/images/gallery/default-${n}.svg`)

type GalleryProps = { images: readonly string[]; name: string }

export function Gallery({ images, name }: GalleryProps) {
  const shown = images.length > 0 ? images : DEFAULT_GALLERY
  return (
    <section aria-labelledby="galerija">
      <h2 id="galerija" className="text-2xl font-semibold">
        {m.info_gallery()}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        {shown.map((src, index) => (
          <li key={src}>
            <img
              src={src}
              alt={m.info_gallery_photo({ name, number: index + 1 })}
              width={640}
              height={400}
              loading="lazy"
              decoding="async"
              className="aspect-[8/5] w-full rounded-lg bg-slate-100 object-cover"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
