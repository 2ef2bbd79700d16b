export { DataTable, type DataTableColumn, type DataTableProps } from './data-table';
export { nextSort, pageCount, pagedRows, pageRange, type ListPaging, type SortDirection, type SortState } from './data-table-paging';
export { downloadNameOf, ExportMenu, type ExportFilters, type ExportMenuProps } from './export-menu';
export { defaultImageUrlTemplate, imageSize, imageUrl, squareImageSizes, type ImageUrlOptions } from './image-url';
export { currencySymbols, MoneyInput, type MoneyInputProps } from './money-input';
export { addPhotos, PhotoField, removePhoto, type PhotoFieldProps, type PhotoValue } from './photo-field';
export { parseScaledDecimal, scaledDecimalText } from './scaled-decimal';
export { useScaleTake, type ScaleQuantity } from './scale/use-scale-take';
export {
  FilterSelect,
  ListFilterRow,
  listFiltersOf,
  ListSearchInput,
  type FilterSelectProps,
  type ListFilter,
  type ListFilterRowProps,
  type ListSearchInputProps,
} from './list-search-input';
export { ChoiceControl, type ChoiceControlProps, type ChoiceItem } from './choice-control';
export { PermittedSectionTabs, sectionTabsOf, SectionTabs, type PermittedTab, type SectionTab } from './section-tabs';
export { InSheetLanguage, SheetLanguagePicker, useSheetLanguage, type SheetLanguage } from './sheet-language';
export { GrowingTextarea, NoteField, TextareaField, type NoteForm } from './textarea-field';
export { photoSources, uploadPhotos, uploadPhotosPath, usePhotoUploads } from './upload-photos';
export { ruleErrorText, useFieldRules, useFormRules } from './use-form-rules';
export { useUiLocale } from './use-ui-locale';
export { WeightInput, type WeightInputProps } from './weight-input';
export { CaratInput, type CaratInputProps } from './carat-input';
export { PurityInput, purityOfText, purityText, type PurityInputProps, type PurityUnit } from './purity-input';
export { personName, PersonName, usePersonName } from './person-name';
export { DocumentLink, documentPath, documentRoutes, isDocumentType, type DocumentLinkProps, type DocumentType } from './document-link';
export { QrCode, qrImageUrl, useQrImage, useQrImages, type QrCodeProps, type QrMargin } from './qr-code';
export { AnchorLink, ButtonLink, CardLink, UnstyledButtonLink } from './router-links';
