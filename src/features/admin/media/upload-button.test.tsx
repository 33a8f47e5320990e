import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { UploadButton } from './upload-button'

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'veliava.png', { type: 'image/png' })

describe('UploadButton', () => {
  it('offers images only and hands the chosen file on', async () => {
    const onFile = vi.fn()
    render(<UploadButton isUploading={false} onFile={onFile} />)
    const chooser = screen.getByLabelText('Įkelti paveikslėlį')
    expect(chooser).toHaveAttribute('type', 'file')
    expect(chooser).toHaveAttribute('accept', 'image/*')
    expect(chooser).toBeEnabled()
    await userEvent.upload(chooser, png())
    expect(onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'veliava.png', type: 'image/png' }))
  })

  it('does not offer a non-image file', async () => {
    const onFile = vi.fn()
    render(<UploadButton isUploading={false} onFile={onFile} />)
    await userEvent.upload(screen.getByLabelText('Įkelti paveikslėlį'), new File(['tekstas'], 'dokumentas.txt', { type: 'text/plain' }))
    expect(onFile).not.toHaveBeenCalled()
  })

  it('is disabled while uploading', async () => {
    const onFile = vi.fn()
    render(<UploadButton isUploading onFile={onFile} />)
    const chooser = screen.getByLabelText('Įkeliama...')
    expect(chooser).toBeDisabled()
    await userEvent.upload(chooser, png())
    expect(onFile).not.toHaveBeenCalled()
  })
})
