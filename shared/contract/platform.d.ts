// Generated from the platform's OpenAPI document by `npm run contract` (scripts/contract.ts):
// do not edit. scripts/contract.test.ts fails when it is stale.
export type paths = {
  '/v1/account/accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an account (loginId = the lower-cased e-mail); sends a verification mail. 409 when the e-mail exists. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            loginId?: string;
            email?: string;
            password?: string;
            currentPassword?: string;
            captcha?: string;
            givenName?: string;
            surname?: string;
            address1?: string;
            address2?: string;
            city?: string;
            subdivision?: string;
            postal?: string;
            country?: string;
            phone?: string;
            birthMonth?: string;
            birthDay?: string;
            leisure?: string;
            business?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/sign-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with e-mail and base64-encoded password → { account, authorization: { accessToken, expiresIn } }. 429 after 5 failures of one account from one address (or 20 from one address); after 3 failures of the account from anywhere, 401 CAPTCHA_REQUIRED until a solved captcha comes along; past the ceiling of the account of checked guesses (10 an hour, 30 a day, from every address together) 429 until the window ends or a password reset. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            email: string;
            password: string;
            captcha?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/accounts/{loginId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The account: Authorization Basic base64(loginId:password) signs in (adds authorization); Bearer reads it for a session. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          loginId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              account: {
                loginId: string;
                name: {
                  givenName: string;
                  surname: string;
                };
                addresses: {
                  street: string[];
                  cityName: string | null;
                  subdivisionCode: string | null;
                  postalCode: string | null;
                  countryCode: string | null;
                }[];
                emails: {
                  address: string;
                }[];
                phones: {
                  number: string;
                }[];
                birthDay: number | null;
                birthMonth: number | null;
                travelPurpose: {
                  leisure: boolean;
                  business: boolean;
                };
                verified: boolean;
              };
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** With a Bearer session: update the profile → { data: account }. A new password or a new email needs currentPassword, ends the other sessions and mails the owner (a new email: to the old address; the account moves to the new loginId and its address needs verifying again; 409 when it has an account). Without a session: { password, token } resets the password. */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          loginId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            loginId?: string;
            email?: string;
            password?: string;
            currentPassword?: string;
            captcha?: string;
            givenName?: string;
            surname?: string;
            address1?: string;
            address2?: string;
            city?: string;
            subdivision?: string;
            postal?: string;
            country?: string;
            phone?: string;
            birthMonth?: string;
            birthDay?: string;
            leisure?: string;
            business?: string;
            token?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              status: string;
              message?: string;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/sessions/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Sign out: revokes the Bearer session server side. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/password-reset': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Forgot password: mails a reset link when the account exists; the same answer either way. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            email: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              status: string;
              message: string;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/verification/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Verify the e-mail with the mailed token (form or query); a bad token gets 400 with statuses and statusCode. */
    put: {
      parameters: {
        query?: {
          token?: string;
        };
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            token?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              status: string;
              statusCode: number;
              statuses: {
                code: string;
                message: string;
              }[];
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** Resend the verification mail (id = loginId); always { status: OK }. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              status: string;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Bearer session's account's live sessions → { sessions: [{ id, device, via, signedInAt, lastSeenAt, current }], total }; ids are opaque, never tokens. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sessions: {
                id: string;
                device: string;
                via: string;
                signedInAt: string;
                lastSeenAt: string;
                current: boolean;
              }[];
              total: number;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    /** Sign out everywhere: ends every session of the account, the calling one included. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              status: string;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/sessions/{sessionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Ends one session of the account by its id (from the list) → the remaining { sessions, total }. 404 when the account has no live session by that id. */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          sessionId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              sessions: {
                id: string;
                device: string;
                via: string;
                signedInAt: string;
                lastSeenAt: string;
                current: boolean;
              }[];
              total: number;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/place/nearby': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The nearest cities (20,000 people or more) and airports to a point, with their distance in miles (a hotel page names them) */
    get: {
      parameters: {
        query: {
          latitude: number;
          longitude: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              cities: {
                placeId: string;
                name: string;
                qualifiedName: string;
                subdivisionCode: string | null;
                population: number;
                distance: number;
              }[];
              airports: {
                placeId: string;
                code: string | null;
                name: string;
                airportSearchableName: string | null;
                distance: number;
              }[];
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/place/suggest/{text}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Suggest places and hotels for the text typed in a search box (order and grouping) */
    get: {
      parameters: {
        query?: {
          country?: 'us' | 'US';
          language?: 'en' | 'EN';
          radius?: number;
          session?: string;
        };
        header?: never;
        path: {
          text: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              placeResults: {
                label: string;
                value: string;
                sectionIcon: string;
                hotelsAmount?: number;
                metadata: {
                  placeType: string;
                  placeName: string;
                  placeId: string;
                  qualifiedName: string;
                  address: {
                    cityName: string | null;
                    subdivisionCode: string | null;
                    postalCode: string | null;
                  };
                  location: {
                    latitude: number;
                    longitude: number;
                  };
                  searchableNames: string[];
                  nearbyHotelIds: string[];
                  airportCode?: string;
                  airportSearchableName?: string;
                  township?: boolean;
                  hotelId?: string;
                  hotelUri?: string;
                };
              }[];
              nearbyHotels: {
                hotelId: string;
                hotelName: string;
                hotelUri: string;
              }[];
              session: string | null;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/place/details/{placeId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One place (or hotel) of a suggestion, with its address, location and nearby hotels */
    get: {
      parameters: {
        query?: {
          country?: 'us' | 'US';
          language?: 'en' | 'EN';
          radius?: number;
          session?: string;
        };
        header?: never;
        path: {
          placeId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              placeType: string;
              placeName: string;
              placeId: string;
              qualifiedName: string;
              address: {
                cityName: string | null;
                subdivisionCode: string | null;
                postalCode: string | null;
              };
              location: {
                latitude: number;
                longitude: number;
              };
              searchableNames: string[];
              nearbyHotelIds: string[];
              airportCode?: string;
              airportSearchableName?: string;
              township?: boolean;
              hotelId?: string;
              hotelUri?: string;
              label: string;
              hotelsAmount: number | null;
              session: string | null;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/hotel/hotels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Hotels near a point, nearest first, with distance in miles (radius 50, max 200) */
    get: {
      parameters: {
        query: {
          lat: number;
          lng: number;
          radius?: number;
          max?: number;
          offset?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              hotels: {
                hotelId: string;
                distance: number;
                hotelInfo: {
                  hotelSummary: {
                    hotelId: string;
                    hotelName: string;
                    hotelUri: string;
                    geographicLocation: {
                      latitude: number;
                      longitude: number;
                    };
                    address: {
                      street: string[];
                      cityName: string;
                      subdivisionCode: string;
                      postalCode: string;
                      countryCode: string;
                    };
                    phone: string;
                    description: string;
                    checkInTime: string;
                    checkOutTime: string;
                    timeZone: string;
                  };
                };
                media: {
                  hotelId: string;
                  hotelImages: {
                    uri: string;
                    altText: string;
                    kind: string;
                    roomTypeCode?: string;
                  }[];
                  choiceAward: string | null;
                  isNew: boolean;
                  isRenovated: boolean;
                  renovationDate: string | null;
                  comingSoon: boolean;
                  presellDate: string | null;
                  hotelUris: string[];
                };
                tripAdvisorId: string | null;
              }[];
              total: number;
              offset: number;
              max: number;
              radius: number;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/hotel/locations/hotel-cities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cities with hotels, keyed by state code, paged by city (page size 100) */
    get: {
      parameters: {
        query?: {
          max?: number;
          offset?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              subdivisionCities: {
                [key: string]: {
                  cityName: string;
                  hotelsAmount: number;
                }[];
              };
              total: number;
              offset: number;
              max: number;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/hotel/subdivisions/{code}/hotels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The hotels of a state (subdivision code), by name: [{ hotelId, hotelName }] */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          code: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              hotelId: string;
              hotelName: string;
            }[];
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/hotel/hotel-by-uri': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One hotel by its page uri (/extended-stay-hotels/{state}/{city}/{slug}) with media and info */
    get: {
      parameters: {
        query: {
          uri: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              hotelSummary: {
                hotelId: string;
                hotelName: string;
                hotelUri: string;
                geographicLocation: {
                  latitude: number;
                  longitude: number;
                };
                address: {
                  street: string[];
                  cityName: string;
                  subdivisionCode: string;
                  postalCode: string;
                  countryCode: string;
                };
                phone: string;
                description: string;
                checkInTime: string;
                checkOutTime: string;
                timeZone: string;
              };
              media: {
                hotelId: string;
                hotelImages: {
                  uri: string;
                  altText: string;
                  kind: string;
                  roomTypeCode?: string;
                }[];
                choiceAward: string | null;
                isNew: boolean;
                isRenovated: boolean;
                renovationDate: string | null;
                comingSoon: boolean;
                presellDate: string | null;
                hotelUris: string[];
              };
              amenities: {
                amenityCode: string;
                description: string;
                priority: number;
                icon: string | null;
                accessible: boolean;
              }[];
              roomTypes: {
                roomTypeCode: string;
                name: string;
                description: string;
                bedType: string;
                capacity: number;
                sizeSqFt: number | null;
                accessible: boolean;
                accessibleFeatures: string | null;
                images: {
                  uri: string;
                  altText: string;
                }[];
              }[];
              tripAdvisorId: string | null;
              isTrainingProperty: boolean;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/hotel/hotels/{hotelId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One hotel by id: summary, media, amenities, room types, review location */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          hotelId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              hotelSummary: {
                hotelId: string;
                hotelName: string;
                hotelUri: string;
                geographicLocation: {
                  latitude: number;
                  longitude: number;
                };
                address: {
                  street: string[];
                  cityName: string;
                  subdivisionCode: string;
                  postalCode: string;
                  countryCode: string;
                };
                phone: string;
                description: string;
                checkInTime: string;
                checkOutTime: string;
                timeZone: string;
              };
              media: {
                hotelId: string;
                hotelImages: {
                  uri: string;
                  altText: string;
                  kind: string;
                  roomTypeCode?: string;
                }[];
                choiceAward: string | null;
                isNew: boolean;
                isRenovated: boolean;
                renovationDate: string | null;
                comingSoon: boolean;
                presellDate: string | null;
                hotelUris: string[];
              };
              amenities: {
                amenityCode: string;
                description: string;
                priority: number;
                icon: string | null;
                accessible: boolean;
              }[];
              roomTypes: {
                roomTypeCode: string;
                name: string;
                description: string;
                bedType: string;
                capacity: number;
                sizeSqFt: number | null;
                accessible: boolean;
                accessibleFeatures: string | null;
                images: {
                  uri: string;
                  altText: string;
                }[];
              }[];
              tripAdvisorId: string | null;
              isTrainingProperty: boolean;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/rate/hotel-rates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per hotel for a stay (hotelIds), or for one (hotelId): the headline plan (the lowest all-in total open to this guest: every guest, the corporate id, or the chosen ratePlanCode) and the range of average nightly rates */
    get: {
      parameters: {
        query: {
          hotelIds?: string;
          hotelId?: string;
          checkIn: string;
          checkOut: string;
          corporateId?: string;
          ratePlanCode?: string;
          adults?: number;
          children?: number;
          rooms?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  checkIn: string;
                  checkOut: string;
                  nights: number;
                  hotelRates: {
                    [key: string]:
                      | {
                          /** @enum {string} */
                          status: 'AVAILABLE';
                          priceDropped?: boolean;
                          rateRange: {
                            minRate: number;
                            maxRate: number;
                          };
                          minRateTotal: number;
                          headline: {
                            roomTypeCode: string;
                            ratePlanCode: string;
                            name: string;
                            kind: string;
                            /** @enum {string} */
                            audience: 'everyone' | 'member' | 'aaa' | 'senior' | 'corporate';
                            /** @enum {string} */
                            losTier: 'nightly' | 'weekly' | 'monthly';
                            averageNightly: number;
                            subtotal: number;
                            taxes: number;
                            total: number;
                            rooms: number;
                            roomTotal: number;
                            currency: string;
                          };
                          currency: string;
                          /** @enum {string} */
                          losTier: 'nightly' | 'weekly' | 'monthly';
                        }
                      | {
                          /** @enum {string} */
                          status: 'SOLD_OUT' | 'COMING_SOON';
                          roomsNeeded?: number;
                          currency: string;
                          /** @enum {string} */
                          losTier: 'nightly' | 'weekly' | 'monthly';
                        };
                  };
                }
              | {
                  hotelId: string;
                  /** @enum {string} */
                  status: 'AVAILABLE' | 'SOLD_OUT' | 'COMING_SOON';
                  priceDropped?: boolean;
                  hotelMinRate: string | null;
                  minRateTotal?: number;
                  headline?: {
                    roomTypeCode: string;
                    ratePlanCode: string;
                    name: string;
                    kind: string;
                    /** @enum {string} */
                    audience: 'everyone' | 'member' | 'aaa' | 'senior' | 'corporate';
                    /** @enum {string} */
                    losTier: 'nightly' | 'weekly' | 'monthly';
                    averageNightly: number;
                    subtotal: number;
                    taxes: number;
                    total: number;
                    rooms: number;
                    roomTotal: number;
                    currency: string;
                  };
                  roomsNeeded?: number;
                  currency: string;
                  /** @enum {string} */
                  losTier: 'nightly' | 'weekly' | 'monthly';
                };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/rate/hotels/{hotelId}/rooms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Room types of a hotel for a stay (size in square feet, beds, capacity, accessible features): rooms left and, per rate plan, the nightly breakdown, length-of-stay tier, taxes and all-in total */
    get: {
      parameters: {
        query: {
          checkIn: string;
          checkOut: string;
          adults?: number;
          children?: number;
          rooms?: number;
          corporateId?: string;
        };
        header?: never;
        path: {
          hotelId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              priceDropped?: boolean;
              hotelId: string;
              checkIn: string;
              checkOut: string;
              nights: number;
              /** @enum {string} */
              losTier: 'nightly' | 'weekly' | 'monthly';
              adults: number;
              children: number;
              roomCount: number;
              comingSoon: boolean;
              currency: string;
              rooms: {
                roomTypeCode: string;
                name: string;
                description: string;
                bedType: string;
                capacity: number;
                sizeSqFt: number | null;
                accessible: boolean;
                accessibleFeatures: string | null;
                available: number;
                soldOut: boolean;
                ratePlans: {
                  ratePlanCode: string;
                  name: string;
                  description: string;
                  kind: string;
                  /** @enum {string} */
                  audience: 'everyone' | 'member' | 'aaa' | 'senior' | 'corporate';
                  /** @enum {string} */
                  losTier: 'nightly' | 'weekly' | 'monthly';
                  nightly: {
                    night: string;
                    amount: number;
                  }[];
                  averageNightly: number;
                  subtotal: number;
                  taxes: number;
                  taxNotes: string[];
                  total: number;
                  rooms: number;
                  roomTotal: number;
                  currency: string;
                }[];
              }[];
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/rate/hotels/{hotelId}/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rooms left per room type on every night of a stay */
    get: {
      parameters: {
        query: {
          checkIn: string;
          checkOut: string;
        };
        header?: never;
        path: {
          hotelId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              hotelId: string;
              checkIn: string;
              checkOut: string;
              nights: number;
              comingSoon: boolean;
              roomTypes: {
                roomTypeCode: string;
                name: string;
                totalRooms: number;
                available: number;
                soldOut: boolean;
              }[];
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v2/rate/hotels/{hotelId}/calendar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Price calendar: for a stay of `nights` nights, every check-in date of 2 months from `month` (YYYY-MM) with the headline plan's all-in total (as hotel-rates answers it), the cheapest marked, sold-out and closed days marked */
    get: {
      parameters: {
        query: {
          month: string;
          nights: number;
          adults?: number;
          children?: number;
          rooms?: number;
          corporateId?: string;
          ratePlanCode?: string;
        };
        header?: never;
        path: {
          hotelId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              hotelId: string;
              month: string;
              months: number;
              nights: number;
              /** @enum {string} */
              losTier: 'nightly' | 'weekly' | 'monthly';
              adults: number;
              children: number;
              roomCount: number;
              currency: string;
              days: (
                | {
                    checkIn: string;
                    checkOut: string;
                    /** @enum {string} */
                    status: 'AVAILABLE';
                    total: number;
                    cheapest: boolean;
                    headline: {
                      roomTypeCode: string;
                      ratePlanCode: string;
                      name: string;
                      kind: string;
                      /** @enum {string} */
                      audience: 'everyone' | 'member' | 'aaa' | 'senior' | 'corporate';
                      /** @enum {string} */
                      losTier: 'nightly' | 'weekly' | 'monthly';
                      averageNightly: number;
                      subtotal: number;
                      taxes: number;
                      total: number;
                      rooms: number;
                      roomTotal: number;
                      currency: string;
                      taxNotes: string[];
                    };
                  }
                | {
                    checkIn: string;
                    checkOut: string;
                    /** @enum {string} */
                    status: 'CLOSED' | 'COMING_SOON' | 'SOLD_OUT';
                  }
              )[];
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reservation/reservations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in account's reservations, upcoming and past (Bearer) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              reservations: {
                confirmationNumber: string;
                /** @enum {string} */
                status: 'confirmed' | 'cancelled';
                hotel: {
                  hotelId: string;
                  hotelName: string;
                  hotelUri: string;
                  address: {
                    street1: string;
                    street2: string | null;
                    cityName: string;
                    subdivisionCode: string;
                    postalCode: string;
                    countryCode: string;
                  };
                  phone: string;
                  checkInTime: string;
                  checkOutTime: string;
                  timeZone: string;
                } | null;
                room: {
                  roomTypeCode: string;
                  name: string;
                  bedType: string | null;
                  capacity: number | null;
                  accessible: boolean;
                  accessibleFeatures: string | null;
                };
                ratePlan: {
                  ratePlanCode: string;
                  name: string;
                  kind: string | null;
                };
                checkIn: string;
                checkOut: string;
                nights: number;
                /** @enum {string} */
                losTier: 'nightly' | 'weekly' | 'monthly';
                adults: number;
                children: number;
                rooms: number;
                nightly: {
                  night: string;
                  amount: number;
                }[];
                averageNightly: number;
                subtotal: number;
                taxes: number;
                taxNotes: string[];
                total: number;
                roomTotal: number;
                currency: string;
                guest: {
                  givenName: string;
                  surname: string;
                  email: string;
                  phone: string;
                };
                arrivalTime: string | null;
                card: {
                  brand: string;
                  last4: string;
                  expiry: string;
                };
                createdAt: string;
                cancelledAt: string | null;
                cancellationReference: string | null;
                cancellationDeadline: string | null;
                cancellable: boolean;
                upcoming: boolean;
                changes: {
                  changedAt: string;
                  from: {
                    checkIn: string;
                    checkOut: string;
                    nights: number;
                    roomTypeCode: string;
                    roomName: string;
                    /** @enum {string} */
                    losTier: 'nightly' | 'weekly' | 'monthly';
                    taxes: number;
                    total: number;
                  };
                  to: {
                    checkIn: string;
                    checkOut: string;
                    nights: number;
                    roomTypeCode: string;
                    roomName: string;
                    /** @enum {string} */
                    losTier: 'nightly' | 'weekly' | 'monthly';
                    taxes: number;
                    total: number;
                  };
                  difference: number;
                }[];
                changeOptions: {
                  arrivalOpen: boolean;
                  roomTypes: {
                    roomTypeCode: string;
                    name: string;
                    capacity: number;
                  }[];
                } | null;
                priceDrop: {
                  oldTotal: number;
                  newTotal: number;
                  saving: number;
                } | null;
              }[];
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Book 1–4 rooms of one type for a stay, as one reservation (header Idempotency-Key required; 201 new, 200 replay of the same key, 409 SOLD_OUT when any night lacks a room, 402 CARD_DECLINED; past a few bookings from one address, card, e-mail or name in the hour 401 CAPTCHA_REQUIRED until a solved `captcha` comes along, and 429 past the velocity ceilings) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            hotelId: string;
            roomTypeCode: string;
            ratePlanCode: string;
            /** Format: date */
            checkIn: string;
            /** Format: date */
            checkOut: string;
            adults: number;
            /** @default 0 */
            children?: number;
            /** @default 1 */
            rooms?: number;
            givenName: string;
            surname: string;
            /** Format: email */
            email: string;
            phone: string;
            arrivalTime?: string;
            corporateId?: string;
            card?: {
              number: string;
              expiry: string;
              holder: string;
            };
            captcha?: string;
            cardNumber?: string;
            cardExpiry?: string;
            cardHolder?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              reservation: {
                confirmationNumber: string;
                /** @enum {string} */
                status: 'confirmed' | 'cancelled';
                hotel: {
                  hotelId: string;
                  hotelName: string;
                  hotelUri: string;
                  address: {
                    street1: string;
                    street2: string | null;
                    cityName: string;
                    subdivisionCode: string;
                    postalCode: string;
                    countryCode: string;
                  };
                  phone: string;
                  checkInTime: string;
                  checkOutTime: string;
                  timeZone: string;
                } | null;
                room: {
                  roomTypeCode: string;
                  name: string;
                  bedType: string | null;
                  capacity: number | null;
                  accessible: boolean;
                  accessibleFeatures: string | null;
                };
                ratePlan: {
                  ratePlanCode: string;
                  name: string;
                  kind: string | null;
                };
                checkIn: string;
                checkOut: string;
                nights: number;
                /** @enum {string} */
                losTier: 'nightly' | 'weekly' | 'monthly';
                adults: number;
                children: number;
                rooms: number;
                nightly: {
                  night: string;
                  amount: number;
                }[];
                averageNightly: number;
                subtotal: number;
                taxes: number;
                taxNotes: string[];
                total: number;
                roomTotal: number;
                currency: string;
                guest: {
                  givenName: string;
                  surname: string;
                  email: string;
                  phone: string;
                };
                arrivalTime: string | null;
                card: {
                  brand: string;
                  last4: string;
                  expiry: string;
                };
                createdAt: string;
                cancelledAt: string | null;
                cancellationReference: string | null;
                cancellationDeadline: string | null;
                cancellable: boolean;
                upcoming: boolean;
                changes: {
                  changedAt: string;
                  from: {
                    checkIn: string;
                    checkOut: string;
                    nights: number;
                    roomTypeCode: string;
                    roomName: string;
                    /** @enum {string} */
                    losTier: 'nightly' | 'weekly' | 'monthly';
                    taxes: number;
                    total: number;
                  };
                  to: {
                    checkIn: string;
                    checkOut: string;
                    nights: number;
                    roomTypeCode: string;
                    roomName: string;
                    /** @enum {string} */
                    losTier: 'nightly' | 'weekly' | 'monthly';
                    taxes: number;
                    total: number;
                  };
                  difference: number;
                }[];
                changeOptions: {
                  arrivalOpen: boolean;
                  roomTypes: {
                    roomTypeCode: string;
                    name: string;
                    capacity: number;
                  }[];
                } | null;
                priceDrop: {
                  oldTotal: number;
                  newTotal: number;
                  saving: number;
                } | null;
              };
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reservation/reservations/{confirmationNumber}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Find a reservation by confirmation number and last name */
    get: {
      parameters: {
        query: {
          lastName: string;
        };
        header?: never;
        path: {
          confirmationNumber: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              reservation: {
                confirmationNumber: string;
                /** @enum {string} */
                status: 'confirmed' | 'cancelled';
                hotel: {
                  hotelId: string;
                  hotelName: string;
                  hotelUri: string;
                  address: {
                    street1: string;
                    street2: string | null;
                    cityName: string;
                    subdivisionCode: string;
                    postalCode: string;
                    countryCode: string;
                  };
                  phone: string;
                  checkInTime: string;
                  checkOutTime: string;
                  timeZone: string;
                } | null;
                room: {
                  roomTypeCode: string;
                  name: string;
                  bedType: string | null;
                  capacity: number | null;
                  accessible: boolean;
                  accessibleFeatures: string | null;
                };
                ratePlan: {
                  ratePlanCode: string;
                  name: string;
                  kind: string | null;
                };
                checkIn: string;
                checkOut: string;
                nights: number;
                /** @enum {string} */
                losTier: 'nightly' | 'weekly' | 'monthly';
                adults: number;
                children: number;
                rooms: number;
                nightly: {
                  night: string;
                  amount: number;
                }[];
                averageNightly: number;
                subtotal: number;
                taxes: number;
                taxNotes: string[];
                total: number;
                roomTotal: number;
                currency: string;
                guest: {
                  givenName: string;
                  surname: string;
                  email: string;
                  phone: string;
                };
                arrivalTime: string | null;
                card: {
                  brand: string;
                  last4: string;
                  expiry: string;
                };
                createdAt: string;
                cancelledAt: string | null;
                cancellationReference: string | null;
                cancellationDeadline: string | null;
                cancellable: boolean;
                upcoming: boolean;
                changes: {
                  changedAt: string;
                  from: {
                    checkIn: string;
                    checkOut: string;
                    nights: number;
                    roomTypeCode: string;
                    roomName: string;
                    /** @enum {string} */
                    losTier: 'nightly' | 'weekly' | 'monthly';
                    taxes: number;
                    total: number;
                  };
                  to: {
                    checkIn: string;
                    checkOut: string;
                    nights: number;
                    roomTypeCode: string;
                    roomName: string;
                    /** @enum {string} */
                    losTier: 'nightly' | 'weekly' | 'monthly';
                    taxes: number;
                    total: number;
                  };
                  difference: number;
                }[];
                changeOptions: {
                  arrivalOpen: boolean;
                  roomTypes: {
                    roomTypeCode: string;
                    name: string;
                    capacity: number;
                  }[];
                } | null;
                priceDrop: {
                  oldTotal: number;
                  newTotal: number;
                  saving: number;
                } | null;
              };
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reservation/reservations/{confirmationNumber}/calendar.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stay as an iCalendar file (text/calendar) in the hotel's time zone: the same file the confirmation mail attaches; 404 when the hotel's time zone is unknown */
    get: {
      parameters: {
        query: {
          lastName: string;
        };
        header?: never;
        path: {
          confirmationNumber: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reservation/reservations/{confirmationNumber}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a stay that has not begun; its rooms return to inventory (cancelling again answers 200 with the cancelled reservation) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          confirmationNumber: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lastName: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              reservation: {
                confirmationNumber: string;
                /** @enum {string} */
                status: 'confirmed' | 'cancelled';
                hotel: {
                  hotelId: string;
                  hotelName: string;
                  hotelUri: string;
                  address: {
                    street1: string;
                    street2: string | null;
                    cityName: string;
                    subdivisionCode: string;
                    postalCode: string;
                    countryCode: string;
                  };
                  phone: string;
                  checkInTime: string;
                  checkOutTime: string;
                  timeZone: string;
                } | null;
                room: {
                  roomTypeCode: string;
                  name: string;
                  bedType: string | null;
                  capacity: number | null;
                  accessible: boolean;
                  accessibleFeatures: string | null;
                };
                ratePlan: {
                  ratePlanCode: string;
                  name: string;
                  kind: string | null;
                };
                checkIn: string;
                checkOut: string;
                nights: number;
                /** @enum {string} */
                losTier: 'nightly' | 'weekly' | 'monthly';
                adults: number;
                children: number;
                rooms: number;
                nightly: {
                  night: string;
                  amount: number;
                }[];
                averageNightly: number;
                subtotal: number;
                taxes: number;
                taxNotes: string[];
                total: number;
                roomTotal: number;
                currency: string;
                guest: {
                  givenName: string;
                  surname: string;
                  email: string;
                  phone: string;
                };
                arrivalTime: string | null;
                card: {
                  brand: string;
                  last4: string;
                  expiry: string;
                };
                createdAt: string;
                cancelledAt: string | null;
                cancellationReference: string | null;
                cancellationDeadline: string | null;
                cancellable: boolean;
                upcoming: boolean;
                changes: {
                  changedAt: string;
                  from: {
                    checkIn: string;
                    checkOut: string;
                    nights: number;
                    roomTypeCode: string;
                    roomName: string;
                    /** @enum {string} */
                    losTier: 'nightly' | 'weekly' | 'monthly';
                    taxes: number;
                    total: number;
                  };
                  to: {
                    checkIn: string;
                    checkOut: string;
                    nights: number;
                    roomTypeCode: string;
                    roomName: string;
                    /** @enum {string} */
                    losTier: 'nightly' | 'weekly' | 'monthly';
                    taxes: number;
                    total: number;
                  };
                  difference: number;
                }[];
                changeOptions: {
                  arrivalOpen: boolean;
                  roomTypes: {
                    roomTypeCode: string;
                    name: string;
                    capacity: number;
                  }[];
                } | null;
                priceDrop: {
                  oldTotal: number;
                  newTotal: number;
                  saving: number;
                } | null;
              };
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reservation/reservations/{confirmationNumber}/change-quote': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Price a change of the stay (new dates and/or room type): the stay now, the stay changed, the difference; 409 SOLD_OUT, ARRIVAL_LOCKED, ROOM_CHANGE_CLOSED; nothing is claimed */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          confirmationNumber: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lastName: string;
            /** Format: date */
            checkIn: string;
            /** Format: date */
            checkOut: string;
            roomTypeCode?: string;
            lowerPrice?: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              change: {
                current: {
                  checkIn: string;
                  checkOut: string;
                  roomTypeCode: string;
                  roomName: string;
                  nights: number;
                  /** @enum {string} */
                  losTier: 'nightly' | 'weekly' | 'monthly';
                  rooms: number;
                  averageNightly: number;
                  subtotal: number;
                  taxes: number;
                  taxNotes: string[];
                  total: number;
                  roomTotal: number;
                };
                proposed: {
                  checkIn: string;
                  checkOut: string;
                  roomTypeCode: string;
                  roomName: string;
                  nights: number;
                  /** @enum {string} */
                  losTier: 'nightly' | 'weekly' | 'monthly';
                  rooms: number;
                  averageNightly: number;
                  subtotal: number;
                  taxes: number;
                  taxNotes: string[];
                  total: number;
                  roomTotal: number;
                  nightly: {
                    night: string;
                    amount: number;
                  }[];
                };
                difference: number;
              };
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/reservation/reservations/{confirmationNumber}/change': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change the stay (header Idempotency-Key required): re-priced whole, new nights claimed and dropped ones released at once; the confirmation number stays; 409 SOLD_OUT leaves it unchanged */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          confirmationNumber: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lastName: string;
            /** Format: date */
            checkIn: string;
            /** Format: date */
            checkOut: string;
            roomTypeCode?: string;
            lowerPrice?: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              changed: boolean;
              reservation: {
                confirmationNumber: string;
                /** @enum {string} */
                status: 'confirmed' | 'cancelled';
                hotel: {
                  hotelId: string;
                  hotelName: string;
                  hotelUri: string;
                  address: {
                    street1: string;
                    street2: string | null;
                    cityName: string;
                    subdivisionCode: string;
                    postalCode: string;
                    countryCode: string;
                  };
                  phone: string;
                  checkInTime: string;
                  checkOutTime: string;
                  timeZone: string;
                } | null;
                room: {
                  roomTypeCode: string;
                  name: string;
                  bedType: string | null;
                  capacity: number | null;
                  accessible: boolean;
                  accessibleFeatures: string | null;
                };
                ratePlan: {
                  ratePlanCode: string;
                  name: string;
                  kind: string | null;
                };
                checkIn: string;
                checkOut: string;
                nights: number;
                /** @enum {string} */
                losTier: 'nightly' | 'weekly' | 'monthly';
                adults: number;
                children: number;
                rooms: number;
                nightly: {
                  night: string;
                  amount: number;
                }[];
                averageNightly: number;
                subtotal: number;
                taxes: number;
                taxNotes: string[];
                total: number;
                roomTotal: number;
                currency: string;
                guest: {
                  givenName: string;
                  surname: string;
                  email: string;
                  phone: string;
                };
                arrivalTime: string | null;
                card: {
                  brand: string;
                  last4: string;
                  expiry: string;
                };
                createdAt: string;
                cancelledAt: string | null;
                cancellationReference: string | null;
                cancellationDeadline: string | null;
                cancellable: boolean;
                upcoming: boolean;
                changes: {
                  changedAt: string;
                  from: {
                    checkIn: string;
                    checkOut: string;
                    nights: number;
                    roomTypeCode: string;
                    roomName: string;
                    /** @enum {string} */
                    losTier: 'nightly' | 'weekly' | 'monthly';
                    taxes: number;
                    total: number;
                  };
                  to: {
                    checkIn: string;
                    checkOut: string;
                    nights: number;
                    roomTypeCode: string;
                    roomName: string;
                    /** @enum {string} */
                    losTier: 'nightly' | 'weekly' | 'monthly';
                    taxes: number;
                    total: number;
                  };
                  difference: number;
                }[];
                changeOptions: {
                  arrivalOpen: boolean;
                  roomTypes: {
                    roomTypeCode: string;
                    name: string;
                    capacity: number;
                  }[];
                } | null;
                priceDrop: {
                  oldTotal: number;
                  newTotal: number;
                  saving: number;
                } | null;
              };
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/site-api/rates/corporate/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The corporate rate record known to the site source (id upper-cased) → { ratePlanCodes, detailsHtml, companyName, choiceAccountId, logoImage, title }; 404 otherwise. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              corporateId: string;
              choiceAccountId: string;
              companyName: string;
              title: string;
              ratePlanCodes: string[];
              detailsHtml: string | null;
              logoImage: {
                uri: string;
                altText: string;
              } | null;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api-v2/roomavailability/corporateAccountInfo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Corporate account info from the api-v2 source → { ratePlanCodes, companyName }; 404 when unknown. */
    get: {
      parameters: {
        query: {
          corporateid: string;
          isProd?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              corporateId: string;
              choiceAccountId: string;
              companyName: string;
              ratePlanCodes: string[];
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/rate/corporate/{id}/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Corporate rate check: { ratePlanCodes } for a known id from either source, an empty list otherwise. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              corporateId: string;
              ratePlanCodes: string[];
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/site/rest/documents/web-page/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A CMS web page by key (the route path without the leading slash, e.g. company/contact) → { key, uri, title, seo, modules }. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              key: string;
              uri: string | null;
              title: string;
              seo: {
                seoTitle: string;
                description: string;
                image: string;
                keywords: string;
                robotsDirectives: string;
                canonicalUrl: string;
                isTrainingProperty: boolean;
              };
              modules: (
                | {
                    /** @enum {string} */
                    markupType: 'rich-text';
                    html: string;
                  }
                | {
                    /** @enum {string} */
                    markupType: 'image';
                    uri: string;
                    altText: string;
                  }
                | {
                    /** @enum {string} */
                    markupType: 'faq';
                    title?: string;
                    items: {
                      question: string;
                      answerHtml: string;
                    }[];
                  }
                | {
                    /** @enum {string} */
                    markupType: 'amenity-strip';
                    amenityCodes: string[];
                  }
                | {
                    /** @enum {string} */
                    markupType: 'award-badge';
                    award: {
                      key: string;
                      name: string;
                      description: string;
                      imageUri: string;
                    };
                  }
                | {
                    /** @enum {string} */
                    markupType: 'offers';
                    offers: {
                      offerId: string;
                      title: string;
                      subheading: string;
                      description: string;
                      image: {
                        uri: string;
                        altText: string;
                      };
                      cta: {
                        text: string;
                        url: string;
                      };
                      terms: string;
                    }[];
                  }
                | {
                    /** @enum {string} */
                    markupType: 'contact-form';
                  }
                | {
                    /** @enum {string} */
                    markupType: 'major-accounts-form';
                  }
              )[];
              updatedAt: string;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/site-api/documents/page-module/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page module: footer (Footer data), welcome-message and corona-virus ({ html }). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json':
              | {
                  linkColumns: {
                    title: {
                      text: string;
                      url: string;
                    };
                    links: {
                      text: string;
                      url: string;
                    }[];
                  }[];
                  destinations: {
                    title: {
                      text: string;
                    };
                    destinationInfo: {
                      subdivisionCode: string;
                      placeName: string;
                    }[];
                  };
                  offers: {
                    title: {
                      text: string;
                    };
                    links: {
                      text: string;
                      url: string;
                      subheading: string;
                    }[];
                  };
                }
              | {
                  html: string;
                };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/site-api/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The document at a uri (e.g. %2Fsummit-field-services) → { document: { key, uri, title, type, choiceAccountId } }. */
    get: {
      parameters: {
        query: {
          uri: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              document: {
                key: string;
                uri: string | null;
                title: string;
                type: string;
                choiceAccountId: string | null;
              };
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/emailer/forms/majorAccountsExtended': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The Major Accounts Inquiry Sheet (country as "code - name"; options) → { status: OK }. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            companyName?: string;
            firstName?: string;
            lastName?: string;
            email?: string;
            phone?: string;
            tellmore?: string;
            addrLine1?: string;
            addrLine2?: string;
            city?: string;
            state?: string;
            postalCode?: string;
            country?: string;
            industry?: string;
            regionScope?: string;
            nights?: string;
            budget?: string;
            details?: string;
            captcha?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'OK';
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/emailer/forms/{formType}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The contact form "How Can We Help You?" (formType feedback or groups; roomGuestCount sent as rooms) → { data: { status: OK } }. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          formType: 'feedback' | 'groups';
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            category?: string;
            firstName?: string;
            lastName?: string;
            email?: string;
            phone?: string;
            subdivisionCode?: string;
            hotelId?: string;
            hotelName?: string;
            checkIn?: string;
            checkOut?: string;
            source?: string;
            other?: string;
            confnum?: string;
            rooms?: string;
            details?: string;
            captcha?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @enum {string} */
                status: 'OK';
              };
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/emailer/newsletter': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Newsletter sign-up (email, captcha): mails a confirmation link and subscribes nobody yet → { status: OK }, the same answer for every valid address. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            email?: string;
            captcha?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/emailer/newsletter/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The mailed link's token: subscribes its address once → { status: OK }; 400 when the link is invalid, used or expired. */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            token: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/emailer/newsletter/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Unsubscribes the address of a newsletter mail's unsubscribe token (query or form token): RFC 8058 one-click (body List-Unsubscribe=One-Click) and the unsubscribe page → { status: OK }; 400 when the link is unknown or already used. */
    post: {
      parameters: {
        query?: {
          token?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/x-www-form-urlencoded': {
            token?: string;
            'List-Unsubscribe'?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/newsletter/subscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The embedded e-mail-marketing provider: subscribe s_email (query cr, fm, s_source, s_email; no body). Idempotent. Not reachable through the site: its sign-up goes through /v1/emailer/newsletter. */
    post: {
      parameters: {
        query: {
          cr: string;
          fm: string;
          s_source: string;
          s_email: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/captcha/challenge': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An ALTCHA challenge (altcha-lib v2, signed, expires in 10 minutes); 404 when reCAPTCHA is configured instead. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews/api/v1/location/{locationId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Review provider: a location with its rating, review count, sub-ratings and counts per level */
    get: {
      parameters: {
        query?: {
          key?: string;
          language?: string;
        };
        header?: never;
        path: {
          locationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              location_id: string;
              name: string;
              num_reviews: string;
              rating: string;
              rating_image_url: string;
              subratings: {
                name: string;
                localized_name: string;
                value: string;
                rating_image_url: string;
              }[];
              review_rating_count: {
                [key: string]: string;
              };
              web_url: string;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews/api/v1/location/{locationId}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Review provider: the most recent reviews of a location, newest first */
    get: {
      parameters: {
        query?: {
          key?: string;
          language?: string;
          limit?: number;
          offset?: number;
        };
        header?: never;
        path: {
          locationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                lang: string;
                location_id: string;
                published_date: string;
                rating: number;
                rating_image_url: string;
                title: string;
                text: string;
                subratings: {
                  name: string;
                  localized_name: string;
                  value: string;
                  rating_image_url: string;
                }[];
                user: {
                  username: string;
                };
                owner_response?: {
                  author: string;
                  text: string;
                  lang: string;
                };
              }[];
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews/api/v1/location/{locationId}/all-reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Review provider's web page: every review of a location, newest first, 10 a page */
    get: {
      parameters: {
        query?: {
          page?: string;
        };
        header?: never;
        path: {
          locationId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/reviews/api/v1/web/reviews.css': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Review provider's web page: its stylesheet */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/images/{path}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Hotel and content pictures: hotels/{hotelId}/{file}.jpg, content/{name}.jpg; badges: ratings/{0.0-5.0}.svg, awards/{key}.svg, logos/{slug}.svg; ?w={width}&fm=webp|jpg gives a raster at that width (the query of an image CDN) */
    get: {
      parameters: {
        query?: {
          w?: 320 | 480 | 640 | 960 | 1280 | 1600 | 1920;
          fm?: 'webp' | 'jpg';
        };
        header?: never;
        path: {
          path: string[];
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/dev/outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Development only: the mail outbox, newest first, optionally for one recipient. */
    get: {
      parameters: {
        query?: {
          to?: string;
          limit?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/dev/outbox/{mailId}/html': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Development only: the HTML part of one mail as the guest gets it (text/html), for the development mailbox to show in a sandboxed frame. */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          mailId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/operator/rate-adjustments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Operator token: the rate adjustments in force (all=true: removed ones too), newest first */
    get: {
      parameters: {
        query?: {
          hotel?: string;
          all?: boolean;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    /** Operator token: adjust a hotel’s rates (optionally one room type and plan) over nights from–to by a percentage or an amount a night; booked stays are then re-quoted */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            hotel: string;
            roomType?: string;
            ratePlan?: string;
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            percent?: number;
            amount?: number;
            by?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/operator/rate-adjustments/{adjustmentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Operator token: take an adjustment out of force (it stays on record) */
    delete: {
      parameters: {
        query?: {
          by?: string;
        };
        header?: never;
        path: {
          adjustmentId: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/v1/account/price-protection': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** With a Bearer session: whether lower prices of booked stays are applied automatically */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              autoApply: boolean;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    /** With a Bearer session: { autoApply } — apply a lower price of a booked stay without asking */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            autoApply: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              autoApply: boolean;
            };
          };
        };
        /** @description Refused or failed, in the error shape */
        default: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
};
export type webhooks = Record<string, never>;
export type components = {
  schemas: {
    /** @enum {string} */
    ErrorCode:
      | 'INVALID_REQUEST'
      | 'UNAUTHORIZED'
      | 'NOT_FOUND'
      | 'TOO_MANY_REQUESTS'
      | 'INVALID_VALUE'
      | 'REQUIRED'
      | 'UNKNOWN_FIELD'
      | 'INVALID_CREDENTIALS'
      | 'CAPTCHA_REQUIRED'
      | 'INVALID_CAPTCHA'
      | 'ACCOUNT_EXISTS'
      | 'SOLD_OUT'
      | 'COMING_SOON'
      | 'CARD_DECLINED'
      | 'IDEMPOTENCY_KEY_REUSED'
      | 'CANCELLATION_DEADLINE_PASSED'
      | 'RATE_PLAN_GONE'
      | 'RESERVATION_CANCELLED'
      | 'STAY_ENDED'
      | 'ARRIVAL_LOCKED'
      | 'ROOM_CHANGE_CLOSED'
      | 'RESERVATION_CHANGED'
      | 'PRICE_LOCKED'
      | 'NO_LOWER_PRICE'
      | 'CLIENT_LEFT'
      | 'BOOKING_BUSY'
      | 'NEWSLETTER_PROVIDER_FAILED'
      | 'INVALID_TOKEN'
      | 'INTERNAL';
    ParameterError: {
      code: components['schemas']['ErrorCode'];
      parameterName?: string;
      message: string;
    };
    Error: {
      /** @constant */
      status: 'ERROR';
      statusCode: number;
      errors: components['schemas']['ParameterError'][];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
};
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
