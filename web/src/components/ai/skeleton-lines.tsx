import { Skeleton, Stack } from '@mantine/core';

/** Grey lines where a part of an answer will appear, the last one shorter like the end of a paragraph. */
export function SkeletonLines({ lines }: { lines: number }) {
  return (
    <Stack gap={6}>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} height={12} width={index === lines - 1 ? '60%' : '100%'} radius="sm" />
      ))}
    </Stack>
  );
}
