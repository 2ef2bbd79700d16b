import { sql } from 'drizzle-orm';
import type { ProductionItem } from '../../../shared/contracts/production/production-item';
import type { ProductionStage } from './production-stages';
import { preOrders, productionItems } from './production.tables';

/** How an item row reads, from the query builder or from raw SQL, and how it is shown. */
export interface ItemRow {
  id: number;
  code: string;
  preOrderId: number | null;
  preOrderNumber: string | null;
  description: string;
  designRef: string;
  photoUrl: string | null;
  materialId: number;
  categoryId: number | null;
  designerStaffId: number | null;
  targetWeightMg: number | null;
  stage: ProductionStage;
  stageSince: Date | string;
  createdAt: Date | string;
}

export const iso = (value: Date | string) => new Date(value).toISOString();

export const toItem = (row: ItemRow): ProductionItem => ({
  id: row.id,
  code: row.code,
  preOrderId: row.preOrderId,
  preOrderNumber: row.preOrderNumber,
  description: row.description,
  designRef: row.designRef,
  photoUrl: row.photoUrl,
  materialId: row.materialId,
  categoryId: row.categoryId,
  designerStaffId: row.designerStaffId,
  targetWeightMg: row.targetWeightMg === null ? null : Number(row.targetWeightMg),
  stage: row.stage,
  stageSince: iso(row.stageSince),
  createdAt: iso(row.createdAt),
});

export const itemFields = {
  id: productionItems.id,
  code: productionItems.code,
  preOrderId: productionItems.preOrderId,
  preOrderNumber: preOrders.number,
  description: productionItems.description,
  designRef: productionItems.designRef,
  photoUrl: productionItems.photoUrl,
  materialId: productionItems.materialId,
  categoryId: productionItems.categoryId,
  designerStaffId: productionItems.designerStaffId,
  targetWeightMg: productionItems.targetWeightMg,
  stage: productionItems.stage,
  stageSince: productionItems.stageSince,
  createdAt: productionItems.createdAt,
};

/** The same columns for raw queries over `production_items i LEFT JOIN pre_orders po`. */
export const itemColumnsSql = sql.raw(`i.id, i.code, i.pre_order_id AS "preOrderId", po.number AS "preOrderNumber", i.description,
  i.design_ref AS "designRef", i.photo_url AS "photoUrl", i.material_id AS "materialId",
  i.category_id AS "categoryId", i.designer_staff_id AS "designerStaffId", i.target_weight_mg AS "targetWeightMg", i.stage,
  i.stage_since AS "stageSince", i.created_at AS "createdAt"`);
