export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 text-sm text-slate-700">© 2024 Lietuviai JK. Visos teisės saugomos.</div>
    </footer>
  )
}
