import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase } from '@/lib/supabase';
import { adminUserKeys } from './admin-user-keys';

/** Whether administrators must use two-step verification (security_settings, one row). */
export function useAdminRequiresMfa(enabled = true) {
  return useQuery({
    queryKey: adminUserKeys.securitySettings(),
    enabled,
    queryFn: async (): Promise<boolean> => {
      const { data, error } = await supabase.from('security_settings').select('admin_requires_mfa').eq('id', true).maybeSingle();
      if (error) throw error;
      return data?.admin_requires_mfa ?? false;
    },
  });
}

/** Turns "administrators must use two-step verification" on or off (admins only; 0 rows is an error). */
export function useSetAdminRequiresMfa() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (on: boolean) => {
      const { data, error } = await supabase
        .from('security_settings')
        .update({ admin_requires_mfa: on })
        .eq('id', true)
        .select('admin_requires_mfa');
      if (error) throw error;
      if (!data || data.length !== 1) throw new Error('The setting was not changed');
      return data[0].admin_requires_mfa;
    },
    onSuccess: (on) => {
      qc.setQueryData(adminUserKeys.securitySettings(), on);
      toast.success(on ? 'Two-step verification required' : 'Two-step verification optional', {
        description: on
          ? 'Administrators now need their authenticator code for the console.'
          : 'Administrators can use the console without a code.',
      });
    },
    meta: { errorText: 'The setting was not changed', serverText: true },
  });
}
