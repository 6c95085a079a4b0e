import { userOptionsQuery } from '../lib/lookups.queries.ts';
import { FILTER_WIDTH } from './filter-bar.tsx';
import { OptionWithPicture, RemoteMultiSelect, RemoteSelect, type Option } from './remote-select.tsx';
import { UserAvatar } from './user-avatar.tsx';
import type { TUserRef } from '@gestora/contract/common.schema';
import { bindFilter, type ListParams } from './use-list-params.ts';

type Person = Pick<TUserRef, 'public_id' | 'name' | 'last_name'> & { avatar_url?: string | null };

export const personName = (u: Pick<TUserRef, 'name' | 'last_name'>) => `${u.name} ${u.last_name}`.trim();
const personOption = (u: Person): Option => ({ value: u.public_id, label: personName(u) });
const personItem = (u: Person) => (
  <OptionWithPicture
    picture={<UserAvatar user={{ ...u, avatar_url: u.avatar_url ?? null }} size={24} />}
    label={personName(u)}
  />
);

interface UserPickerProps {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The person already chosen: named before any search, and kept when no longer among the active ones. */
  current?: Person | null;
}

/**
 * One active user (GET /api/user_options, 50 at most), searched on the server by name or email as the user
 * types; every signed-in user may use it, with or without access to the users administration.
 */
export function UserPicker({
  current,
  ...rest
}: UserPickerProps & Omit<Parameters<typeof RemoteSelect<TUserRef>>[0], 'query' | 'toOption' | 'current'>) {
  return (
    <RemoteSelect<TUserRef>
      query={userOptionsQuery}
      toOption={personOption}
      renderItem={personItem}
      current={current ? personOption(current) : null}
      {...rest}
    />
  );
}

/** A list's filter by person ('Responsable', 'Miembro'), kept in the URL like the FilterBar's selects. */
export function UserFilter<F extends string>({
  list,
  name,
  label,
  placeholder,
}: {
  list: ListParams<F>;
  name: F;
  label: string;
  placeholder: string;
}) {
  return <UserPicker aria-label={label} placeholder={placeholder} {...bindFilter(list, name)} w={FILTER_WIDTH} />;
}

interface MemberPickerProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** People already chosen (a task's members), to name them before any search. */
  current?: Person[];
}

/** Several active users (a task's members), searched on the server as the user types. */
export function MemberPicker({
  current = [],
  ...rest
}: MemberPickerProps & Omit<Parameters<typeof RemoteMultiSelect<TUserRef>>[0], 'query' | 'toOption' | 'current'>) {
  return (
    <RemoteMultiSelect<TUserRef>
      query={userOptionsQuery}
      toOption={personOption}
      renderItem={personItem}
      current={current.map(personOption)}
      {...rest}
    />
  );
}
