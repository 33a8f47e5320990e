import { RouterProvider } from 'react-router-dom'
import { Providers } from '@/app/providers'
import { createRouter } from '@/app/router'

const router = createRouter()

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  )
}
