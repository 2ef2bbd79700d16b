export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export { nextSort, pageCount, pageRange, type SortDirection, type SortState } from './data-table-paging';
export { defaultImageUrlTemplate, imageSize, imageUrl, squareImageSizes, type ImageUrlOptions } from './image-url';
export { currencySymbols, MoneyInput, type MoneyInputProps } from './money-input';
export { addPhotos, PhotoField, removePhoto, type PhotoFieldProps, type PhotoValue } from './photo-field';
export { TextareaField, textareaDefaultRows } from './textarea-field';
export { ruleErrorText, useFieldRules, useFormRules } from './use-form-rules';
export { useUiLocale } from './use-ui-locale';
export { WeightInput, type WeightInputProps } from './weight-input';
