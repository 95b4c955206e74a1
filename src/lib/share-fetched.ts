import { replaceEqualDeep } from '@tanstack/react-query';

/**
 * A query's `structuralSharing` when it has a `select`: what the queryFn fetched (recognised by `isFetched`) keeps the
 * identity of its unchanged parts across refetches, so an identical refetch does not run `select` again; what
 * `select` derives is taken as it is (sharing would walk and copy all of it, and read its lazy getters).
 */
export function shareFetchedOnly(isFetched: (data: unknown) => boolean): (old: unknown, data: unknown) => unknown {
  return (old, data) => (isFetched(data) ? replaceEqualDeep(old, data) : data);
}
