// A loader throws this when what the URL names does not exist (an unknown hotel, say): the site
// answers with its 404 page and status 404, on the server and on client navigation alike.
export class PageNotFound extends Error {
  constructor(what = 'page') {
    super(`No such ${what}`);
    this.name = 'PageNotFound';
  }
}
