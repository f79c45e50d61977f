import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '@shop/shared/admin-paths';
import type { AdminColour, AdminPalette, ColourInput } from '@shop/shared/colours';
import { colourName } from '@shop/shared/colour-rules';
import { apiRequest } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/** GET /api/admin/colours: the palette the builder, the edit form and the colours screen show. */
export const paletteQuery = queryOptions({
  queryKey: ['admin', 'colours'] as const,
  queryFn: ({ signal }) => apiRequest<AdminPalette>(adminApi.colours, { signal }),
});

export function usePalette() {
  return useQuery(paletteQuery);
}

type ColourReply = { message: string; colour: AdminColour };

/**
 * POST /api/admin/colours (no key) or PUT /api/admin/colours/{key}; DELETE with `remove`. A change
 * reaches product answers too (names and swatches), so the catalogue's queries are read again.
 */
export function useColourChange() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: paletteQuery.queryKey }),
      queryClient.invalidateQueries({ queryKey: ['catalog'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'products'] }),
    ]);
  const save = useMutation({
    mutationFn: ({ key, input }: { key: string | null; input: ColourInput }) =>
      key
        ? apiRequest<ColourReply>(adminApi.colour(key), { method: 'PUT', body: input })
        : apiRequest<ColourReply>(adminApi.colours, { method: 'POST', body: input }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (key: string) => apiRequest<{ message: string }>(adminApi.colour(key), { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { save, remove };
}

/**
 * A colour named by its English name (what a variant holds) in the reader's language, with its
 * swatch; the name as written while the palette loads or when it has no such colour.
 */
export function usePaletteLookup() {
  const { language } = useTranslation();
  const items = usePalette().data?.items;
  // A variant being removed is drawn once more with its fields already gone: no name then.
  return (name: string | null | undefined) => {
    const written = (name ?? '').trim();
    const colour = items?.find((c) => c.name.toLowerCase() === written.toLowerCase());
    return { name: colour ? colourName(language, colour) : written, swatch: colour?.swatch ?? null };
  };
}
