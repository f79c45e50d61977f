/** Paging shared by the admin lists: `limit` rows from `(page - 1) * limit`, and the totals the screens show. */
export function offsetOf(query: { page: number; limit: number }): number {
  return (query.page - 1) * query.limit;
}

export function pagination(query: { page: number; limit: number }, total: number) {
  return { page: query.page, limit: query.limit, totalPages: Math.ceil(total / query.limit) };
}
