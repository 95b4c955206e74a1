import * as z from 'zod/mini';

/** The rows of rpc get_user_notifications. */
export const notificationsSchema = z.array(
  z.object({
    notification_id: z.string(),
    title: z.string(),
    message: z.string(),
    notification_type: z.string(),
    priority: z.string(),
    action_url: z.nullable(z.string()),
    action_text: z.nullable(z.string()),
    created_at: z.string(),
    is_read: z.boolean(),
  }),
);
export type UserNotification = z.infer<typeof notificationsSchema>[number];
