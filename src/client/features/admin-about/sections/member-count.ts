/** '1 member', '3 members'. */
export function memberCountText(count: number): string {
  return `${count} ${count === 1 ? 'member' : 'members'}`;
}

/** '+1 more member', '+4 more members'. */
export function moreMembersText(count: number): string {
  return `+${count} more ${count === 1 ? 'member' : 'members'}`;
}
