import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SwitchField } from '@/components/form/choice-fields';
import { TextField } from '@/components/form/text-field';
import { Form } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SubmitButton } from '@/components/ui/submit-button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/hooks/use-auth';
import { useEditBase, usePinOnEdit } from '@/hooks/use-edit-base';
import { useProfile, type Profile } from '../api/get-profile';
import { updateProfileSchema, useUpdateProfile, type UpdateProfileInput } from '../api/update-profile';

/**
 * The profile form on the latest version until the player changes it; then a refetch (another tab, a
 * reconnect) does not move it or wipe the typing. After its own save, or Reload on "changed elsewhere", it
 * starts again from the latest version.
 */
function ProfileEditor({ latest }: { latest: Profile }) {
  const { base, pin, followLatest } = useEditBase(latest);
  return <ProfileForm key={base.updated_at} profile={base} onEdited={pin} followLatest={followLatest} />;
}

function ProfileForm({ profile, onEdited, followLatest }: { profile: Profile; onEdited(): void; followLatest(): void }) {
  const update = useUpdateProfile(profile.id, profile.updated_at, { onReload: followLatest });
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: {
      nickname: profile.nickname ?? '',
      is_public_profile: profile.is_public_profile,
      share_machine_sightings: profile.share_machine_sightings,
    },
  });
  usePinOnEdit(form.formState.isDirty, onEdited);

  // A save gives the profile a new version, and the form starts again from it.
  const onSubmit = (values: UpdateProfileInput) => !update.isPending && update.mutate(values, { onSuccess: followLatest });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5" noValidate>
        <div className="grid gap-2">
          <Label htmlFor="profile-email">Email</Label>
          <Input id="profile-email" value={profile.email ?? ''} readOnly disabled />
        </div>
        <TextField
          control={form.control}
          name="nickname"
          label="Social display name"
          description="Shown on your posts and comments in the social feed."
          placeholder="Player"
          autoComplete="nickname"
          maxLength={50}
        />
        <SwitchField
          control={form.control}
          name="is_public_profile"
          label="Public profile"
          description="Allow others to see your public profile and posts."
          className="rounded-md"
        />
        <SwitchField
          control={form.control}
          name="share_machine_sightings"
          label="Count my play in Find a machine"
          description="A casino shows a game as seen by players when at least 5 players played it there in the last 12 months: never who, never how much. Turn this off to leave your play out."
          className="rounded-md"
        />
        <SubmitButton className="w-full sm:w-fit" pending={update.isPending} pendingText="Saving...">
          Save changes
        </SubmitButton>
      </form>
    </Form>
  );
}

/** Profile: read-only e-mail, social display name, the public-profile switch and the Find a machine opt-out. */
export function ProfileCard() {
  const { user } = useAuth();
  const profile = useProfile(user?.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserRound className="size-4 text-primary" aria-hidden />
          Profile
        </CardTitle>
        <CardDescription>How you appear to other players.</CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isLoading ? (
          <div className="grid gap-3" role="status" aria-label="Loading profile">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        ) : profile.error ? (
          <div className="flex flex-col items-start gap-2 text-sm">
            <p className="text-destructive">Failed to load your profile.</p>
            <Button variant="outline" size="sm" onClick={() => profile.refetch()}>
              Try again
            </Button>
          </div>
        ) : profile.data ? (
          // A new version (saved here, or reloaded after a save elsewhere) starts the form from it.
          <ProfileEditor key={profile.data.id} latest={profile.data} />
        ) : (
          <p className="text-sm text-muted-foreground">Profile not found.</p>
        )}
      </CardContent>
    </Card>
  );
}
