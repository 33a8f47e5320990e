/** A business of the directory, as its card shows it (`rating` is stored but not shown: nobody counted it). */
export type Business = { name: string; category: string; location: string; description: string; email: string; phone?: string; website?: string; rating: number; image: string }
