import { sql } from 'drizzle-orm';
import type { HolderRef, PostingView } from '../../shared/contracts/materials/material';
import { queryRows, type Executor } from '../platform/db/database';
import type { PostingDocument } from './post-document';
import { holderRefs, materialRefs } from '../modules/materials';

interface DocumentPostingRow {
  id: number | string;
  document_type: string;
  document_id: string;
  material_id: number;
  material_code: string;
  purity: number;
  from_id: number;
  from_kind: HolderRef['kind'];
  from_code: string;
  from_name_kh: string;
  from_name_en: string;
  to_id: number;
  to_kind: HolderRef['kind'];
  to_code: string;
  to_name_kh: string;
  to_name_en: string;
  mg: number | string;
  reason: string;
  reverses_posting_id: number | string | null;
  reversed_by_posting_id: number | string | null;
}

/** A document's key in what postingsOfDocuments returns. */
export function documentKey(document: PostingDocument): string {
  return `${document.kind}:${document.id}`;
}

/**
 * The postings each document wrote (a page of slips, a cast, an entry…), in
 * the order they were written, by documentKey; a document without postings is
 * absent. One query for the whole page.
 */
export async function postingsOfDocuments(executor: Executor, documents: readonly PostingDocument[]): Promise<Map<string, PostingView[]>> {
  const byDocument = new Map<string, PostingView[]>();
  if (documents.length === 0) return byDocument;
  const rows = await queryRows<DocumentPostingRow>(
    executor,
    sql`SELECT p.id, p.document_type, p.document_id, p.material_id, m.code AS material_code, m.purity,
               f.id AS from_id, f.kind AS from_kind, f.code AS from_code, f.name_kh AS from_name_kh, f.name_en AS from_name_en,
               t.id AS to_id, t.kind AS to_kind, t.code AS to_code, t.name_kh AS to_name_kh, t.name_en AS to_name_en,
               p.mg, p.reason, p.reverses_posting_id,
               (SELECT r.id FROM postings r WHERE r.reverses_posting_id = p.id) AS reversed_by_posting_id
          FROM postings p
          JOIN ${materialRefs('m')} ON m.id = p.material_id
          JOIN ${holderRefs('f')} ON f.id = p.from_holder_id
          JOIN ${holderRefs('t')} ON t.id = p.to_holder_id
         WHERE (p.document_type, p.document_id) IN (${sql.join(
           documents.map((d) => sql`(${d.kind}, ${String(d.id)})`),
           sql`, `,
         )})
         ORDER BY p.id`,
  );
  const nullable = (v: number | string | null) => (v === null ? null : Number(v));
  for (const p of rows) {
    const key = `${p.document_type}:${p.document_id}`;
    const list = byDocument.get(key) ?? [];
    list.push({
      id: Number(p.id),
      materialId: Number(p.material_id),
      materialCode: p.material_code,
      purity: Number(p.purity),
      from: { id: Number(p.from_id), kind: p.from_kind, code: p.from_code, nameKh: p.from_name_kh, nameEn: p.from_name_en },
      to: { id: Number(p.to_id), kind: p.to_kind, code: p.to_code, nameKh: p.to_name_kh, nameEn: p.to_name_en },
      mg: Number(p.mg),
      reason: p.reason,
      reversesPostingId: nullable(p.reverses_posting_id),
      reversedByPostingId: nullable(p.reversed_by_posting_id),
    });
    byDocument.set(key, list);
  }
  return byDocument;
}

/** The postings another module's document wrote (a cast, an entry…), in the order they were written. */
export async function postingsOfDocument(executor: Executor, document: PostingDocument): Promise<PostingView[]> {
  return (await postingsOfDocuments(executor, [document])).get(documentKey(document)) ?? [];
}
