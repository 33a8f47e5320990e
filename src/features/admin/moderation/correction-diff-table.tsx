import { correctionDiff } from './correction-diff'
import type { PendingCorrection } from './correction-queries'

/** What a correction would change, field by field: the entry's value now beside the proposed one. */
export function CorrectionDiffTable({ correction }: { correction: PendingCorrection }) {
  const rows = correctionDiff(correction.changes, correction.entry)
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-1 text-left font-medium text-slate-900">Pakeitimai</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 pr-3 font-medium text-slate-700">
              Laukas
            </th>
            <th scope="col" className="py-1 pr-3 font-medium text-slate-700">
              Dabar
            </th>
            <th scope="col" className="py-1 font-medium text-slate-700">
              Siūloma
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-1 pr-3 font-medium">
                {row.label}
              </th>
              {/* The member's words as plain text: React escapes them, line breaks are kept. */}
              <td className="py-1 pr-3 whitespace-pre-line text-slate-700 [overflow-wrap:anywhere]">{row.current}</td>
              <td className="py-1 whitespace-pre-line [overflow-wrap:anywhere]">{row.proposed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
