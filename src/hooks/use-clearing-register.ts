import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'

/**
 * register() whose field error clears as soon as that field is edited; pair it with
 * reValidateMode 'onSubmit' so editing never swaps in the next message.
 */
export function clearingRegister<TInput extends FieldValues, TOutput>(form: UseFormReturn<TInput, unknown, TOutput>) {
  return (name: FieldPath<TInput>) => form.register(name, { onChange: () => form.clearErrors(name) })
}
