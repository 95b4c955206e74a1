import { clsx, type ClassValue } from 'clsx';
import { CLASS_GROUP_TABLE } from './class-groups.generated';
import { createClassMerge } from './class-merge';

const mergeClasses = createClassMerge(CLASS_GROUP_TABLE);

/** Joins class names and lets later Tailwind classes win over earlier conflicting ones (as tailwind-merge does, see class-merge.ts). */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
