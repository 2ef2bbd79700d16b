import { useQuery } from '@tanstack/react-query';
import { findMaterialCategoriesQueryOptions } from '../../materials/api/find-material-categories';
import { useFindStaffNames } from '../../platform/api/find-staff-names';
import { canAny, useMe } from '../../platform/api/get-me';
import { useLocalName } from '../../../ui/local-name';
import { useFindJewelryCategories } from '../../stock/api/find-jewelry-categories';

/** Materials, jewelry categories and designers, for pickers and for naming them on cards (a shop has a handful of each). */
export function useProductionNames() {
  const nameOf = useLocalName();
  const { data: me } = useMe();
  // A designer may follow production without reading the metal accounts: no categories, codes by id.
  const { data: materialList } = useQuery({
    ...findMaterialCategoriesQueryOptions(),
    enabled: canAny(me, ['materials.read']),
  });
  const { data: designerList } = useFindStaffNames({ kind: 'designer', active: 'true', pageSize: 200 });
  const { data: categoryList } = useFindJewelryCategories();
  const categories = categoryList?.items ?? [];
  const materials = materialList?.items ?? [];
  const designers = designerList?.items ?? [];
  return {
    materialOptions: materials.filter((m) => m.active).map((m) => ({ value: String(m.id), label: `${m.code} · ${nameOf(m)}` })),
    categoryOptions: categories.filter((c) => c.active).map((c) => ({ value: String(c.id), label: `${c.code} · ${nameOf(c)}` })),
    /** A category's default material, to fill the material when it is still empty. */
    defaultMaterialOf: (categoryId: string | null): string | null => {
      const materialId = categories.find((c) => String(c.id) === categoryId)?.defaultMaterialId;
      return materialId === undefined || materialId === null ? null : String(materialId);
    },
    categoryName: (id: number | null) => {
      if (id === null) return null;
      const category = categories.find((c) => c.id === id);
      return category ? nameOf(category) || category.code : `#${id}`;
    },
    designerOptions: designers.map((d) => ({ value: String(d.id), label: nameOf(d) || d.code })),
    materialName: (id: number) => {
      const material = materials.find((m) => m.id === id);
      return material ? `${material.code} · ${nameOf(material)}` : `#${id}`;
    },
    designerName: (id: number | null) => {
      if (id === null) return null;
      const designer = designers.find((d) => d.id === id);
      return designer ? nameOf(designer) || designer.code : `#${id}`;
    },
  };
}
