// The stand-in's GraphQL endpoint: the part of GitHub's GraphQL schema the Action asks about
// (`viewer`, a `User!`; `node(id:)`, an `IssueComment`'s `editor`, `lastEditedAt` and its edit
// history, `userContentEdits` (a connection of `UserContentEdit`s, oldest first, paged by
// `first`/`last`), the `Actor` interface that `User` and `Bot` implement), executed by
// graphql-js, so a query the
// schema does not allow is answered with errors as GitHub answers it (HTTP 200, `errors`), and
// one it allows with the token's account, or the comment's last edit as the stand-in recorded
// it. Types and field names as GitHub's published
// schema (octokit/graphql-schema) declares them; only the fields used here are kept.
import { buildSchema, graphql, type GraphQLSchema } from 'graphql';

/** The schema's part the stand-in serves. */
const SDL = `
  scalar DateTime
  scalar URI
  interface Node { id: ID! }
  interface Actor { login: String! avatarUrl(size: Int): URI! resourcePath: URI! url: URI! }
  type User implements Actor & Node {
    id: ID! login: String! avatarUrl(size: Int): URI! resourcePath: URI! url: URI! databaseId: Int
  }
  type Bot implements Actor & Node {
    id: ID! login: String! avatarUrl(size: Int): URI! resourcePath: URI! url: URI! databaseId: Int
  }
  type PageInfo { endCursor: String hasNextPage: Boolean! hasPreviousPage: Boolean! startCursor: String }
  type UserContentEdit implements Node {
    id: ID! createdAt: DateTime! updatedAt: DateTime! editedAt: DateTime! editor: Actor
    deletedAt: DateTime deletedBy: Actor diff: String
  }
  type UserContentEditEdge { cursor: String! node: UserContentEdit }
  type UserContentEditConnection {
    edges: [UserContentEditEdge] nodes: [UserContentEdit] pageInfo: PageInfo! totalCount: Int!
  }
  interface UserContentEditable {
    editor: Actor
    lastEditedAt: DateTime
    userContentEdits(after: String, before: String, first: Int, last: Int): UserContentEditConnection
  }
  type IssueComment implements Node & UserContentEditable {
    id: ID!
    databaseId: Int
    body: String!
    author: Actor
    editor: Actor
    lastEditedAt: DateTime
    userContentEdits(after: String, before: String, first: Int, last: Int): UserContentEditConnection
    createdAt: DateTime!
    updatedAt: DateTime!
  }
  type Query { node(id: ID!): Node viewer: User! }
`;

let schema: GraphQLSchema | undefined;

/** An account as GraphQL shows it: a bot's login without REST's `[bot]`. */
export interface GraphQLActor {
  __typename: 'User' | 'Bot';
  login: string;
}

/** A comment as the GraphQL endpoint resolves it. */
export interface GraphQLComment {
  node_id: string;
  id: number;
  body: string;
  author: GraphQLActor;
  editor: GraphQLActor | null;
  lastEditedAt: string | null;
  /** Its edit history, oldest first: who made each edit (null: an account no longer named), and when. */
  edits: { editor: GraphQLActor | null; editedAt: string }[];
  createdAt: string;
  updatedAt: string;
}

/** A connection of the history, as GitHub pages it: the first `first`, or the last `last`. */
function editConnection(
  node: string,
  edits: GraphQLComment['edits'],
  { first, last }: { first?: number; last?: number },
) {
  const all = edits.map((e, i) => ({
    id: `UCE_${node}_${i}`,
    createdAt: e.editedAt,
    updatedAt: e.editedAt,
    editedAt: e.editedAt,
    editor: e.editor,
  }));
  const shown =
    first !== undefined
      ? all.slice(0, Math.max(0, first))
      : last !== undefined
        ? all.slice(all.length - Math.max(0, Math.min(last, all.length)))
        : all;
  return {
    nodes: shown,
    edges: shown.map((n) => ({ cursor: n.id, node: n })),
    totalCount: all.length,
    pageInfo: {
      hasNextPage: first !== undefined && first < all.length,
      hasPreviousPage: last !== undefined && last < all.length,
      startCursor: shown[0]?.id ?? null,
      endCursor: shown.at(-1)?.id ?? null,
    },
  };
}

/**
 * The answer to a GraphQL request body (`{ query, variables }`), as GitHub gives it. `viewer`
 * is the token's account as `viewer` shows it: a `User` whose login is the person's, or an
 * App's bot's with REST's `[bot]` (`github-actions[bot]` for the workflow's token).
 */
export async function answerGraphQL(
  body: unknown,
  comment: (nodeId: string) => GraphQLComment | undefined,
  viewer: { login: string } = { login: 'github-actions[bot]' },
): Promise<{ data?: unknown; errors?: unknown[] }> {
  schema ??= buildSchema(SDL);
  const request = body as { query?: unknown; variables?: unknown } | undefined;
  if (typeof request?.query !== 'string')
    return { errors: [{ message: 'A query attribute must be specified and must be a string.' }] };
  const result = await graphql({
    schema,
    source: request.query,
    variableValues: (request.variables ?? {}) as Record<string, unknown>,
    rootValue: {
      node: ({ id }: { id: string }) => {
        const found = comment(id);
        if (found === undefined)
          throw new Error(`Could not resolve to a node with the global id of '${id}'`);
        return {
          __typename: 'IssueComment',
          ...found,
          id: found.node_id,
          databaseId: found.id,
          userContentEdits: (page: { first?: number; last?: number }) =>
            editConnection(found.node_id, found.edits, page),
        };
      },
      viewer: () => ({ ...viewer, id: `U_standin_${viewer.login}` }),
    },
    typeResolver: (value: { __typename?: string }) => value.__typename,
  });
  return JSON.parse(JSON.stringify(result)) as { data?: unknown; errors?: unknown[] };
}
