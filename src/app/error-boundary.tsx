import { Component, type ReactNode } from 'react'
import { ErrorPage } from '@/app/error-page'

type Props = { children: ReactNode; resetKey: string }
type State = { error: unknown; resetKey: string }

/** Catches a page's rendering error (or a failed chunk load); navigating elsewhere resets it. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null
  }

  componentDidCatch(error: unknown) {
    console.error('Unexpected application error:', error)
  }

  render() {
    return this.state.error ? <ErrorPage error={this.state.error} /> : this.props.children
  }
}
