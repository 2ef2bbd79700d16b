import { SimpleGrid, Stack } from '@mantine/core';
import { TestCalendarDemo } from './test-gallery-calendar';
import { TestRulesFormDemo } from './test-gallery-form';
import { TestImageUrlDemo } from './test-gallery-image';
import { TestMoneyDemo, TestPhotoDemo, TestTextareaDemo, TestWeightDemo } from './test-gallery-inputs';
import { TestTableDemo } from './test-gallery-table';

/** /test: every shared component with live values. */
export function TestGalleryHome() {
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TestWeightDemo />
        <TestMoneyDemo />
        <TestPhotoDemo />
        <TestTextareaDemo />
      </SimpleGrid>
      <TestTableDemo />
      <TestRulesFormDemo />
      <TestImageUrlDemo />
      <TestCalendarDemo />
    </Stack>
  );
}
