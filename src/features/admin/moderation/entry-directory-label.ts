import { isDirectoryKey } from '@/features/directory/entry'
import { directoryLabels } from '@/features/directory/labels'

/** The directory's name in the admin area; an unknown key as stored. */
export const entryDirectoryLabel = (directory: string) => (isDirectoryKey(directory) ? directoryLabels[directory] : directory)
